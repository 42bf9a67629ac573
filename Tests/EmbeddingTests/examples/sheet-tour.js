// A window with a bottom sheet that moves through its detents on its own,
// printing each signal, and exits once the sheet has closed.
//
//   gjs -m sheet-tour.js
import Bs from 'gi://Bs?version=1';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';

Gtk.init();

const rows = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL, spacing: 12});
for (let number = 1; number <= 10; number++)
    rows.append(new Gtk.Label({label: `Row ${number}`}));

const sheet = new Bs.BottomSheet({
    content: new Gtk.Label({label: 'Content'}),
    sheet: rows,
    title: 'Ten rows',
    can_close: false,
});
const loop = new GLib.MainLoop(null, false);

// A detent's name, read from the enum: Bs.Detent.FULL is 'full'.
const detentName = detent => Object.keys(Bs.Detent).find(key => Bs.Detent[key] === detent).toLowerCase();
sheet.connect('detent-changed', (_sheet, detent) => print(`detent-changed: ${detentName(detent)}`));
// can-close is false: an app would ask "Discard changes?" here.
sheet.connect('close-attempt', () => print('close-attempt'));
sheet.connect('closed', () => {
    print('closed');
    loop.quit();
});

const steps = [
    () => sheet.present(), // expanded
    () => {
        sheet.detent = Bs.Detent.FULL;
    },
    () => sheet.close(), // refused: back to expanded
    () => {
        sheet.peek_height = 80;
        sheet.set_detent(Bs.Detent.PEEK);
    },
    () => sheet.force_close(), // dismissed, then closed
];
// One step every half second, so that each move can be seen.
GLib.timeout_add(GLib.PRIORITY_DEFAULT, 500, () => {
    steps.shift()();
    return steps.length > 0 ? GLib.SOURCE_CONTINUE : GLib.SOURCE_REMOVE;
});

const window = new Gtk.Window({default_width: 600, default_height: 800, child: sheet});
window.present();
loop.run();

print(`detent: ${detentName(sheet.detent)}`);
window.destroy();
