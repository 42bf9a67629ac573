// blueprint-compiler compile --output window.ui ../window.blp && valac --pkg libadwaita-1 --pkg bottomsheet-1 main.vala
int main (string[] args) {
    // 0: no flags (Debian 12's valac does not know ApplicationFlags.DEFAULT_FLAGS yet).
    var app = new Adw.Application ("org.example.Sheet", 0);
    app.activate.connect (() => {
        typeof (Bs.BottomSheet).ensure (); // for Gtk.Builder
        var builder = new Gtk.Builder.from_file ("window.ui");
        var window = (Gtk.Window) builder.get_object ("window");
        var sheet = (Bs.BottomSheet) builder.get_object ("sheet");
        sheet.detent_changed.connect ((detent) => print (@"Detent: $detent\n"));
        window.application = app;
        window.present ();
        sheet.present ();
    });
    return app.run (args);
}
