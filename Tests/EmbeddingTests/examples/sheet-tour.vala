// A window with a bottom sheet that moves through its detents on its own,
// printing each signal, and exits once the sheet has closed.
//
//   valac --pkg bottomsheet-1 sheet-tour.vala

string detent_name (Bs.Detent detent) {
    return ((EnumClass) typeof (Bs.Detent).class_ref ()).get_value (detent).value_nick;
}

int main () {
    Gtk.init ();

    var rows = new Gtk.Box (Gtk.Orientation.VERTICAL, 12);
    for (int number = 1; number <= 10; number++) {
        rows.append (new Gtk.Label (@"Row $number"));
    }

    var sheet = new Bs.BottomSheet () {
        content = new Gtk.Label ("Content"),
        sheet = rows,
        title = "Ten rows",
        can_close = false,
    };
    var loop = new MainLoop ();
    sheet.detent_changed.connect ((detent) => print (@"detent-changed: $(detent_name (detent))\n"));
    // can-close is false: an app would ask "Discard changes?" here.
    sheet.close_attempt.connect (() => print ("close-attempt\n"));
    sheet.closed.connect (() => {
        print ("closed\n");
        loop.quit ();
    });

    // One step every half second, so that each move can be seen.
    int step = 0;
    Timeout.add (500, () => {
        switch (step++) {
        case 0:
            sheet.present ();                      // expanded
            return Source.CONTINUE;
        case 1:
            sheet.detent = Bs.Detent.FULL;
            return Source.CONTINUE;
        case 2:
            sheet.close ();                        // refused: back to expanded
            return Source.CONTINUE;
        case 3:
            sheet.peek_height = 80;
            sheet.detent = Bs.Detent.PEEK;
            return Source.CONTINUE;
        default:
            sheet.force_close ();                  // dismissed, then closed
            return Source.REMOVE;
        }
    });

    var window = new Gtk.Window () {
        default_width = 600,
        default_height = 800,
        child = sheet,
    };
    window.present ();
    loop.run ();

    print (@"detent: $(detent_name (sheet.detent))\n");
    window.destroy ();
    return 0;
}
