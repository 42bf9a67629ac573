// blueprint-compiler compile --output window.ui ../window.blp && gjs -m main.js
import Adw from 'gi://Adw?version=1';
import Bs from 'gi://Bs?version=1';
import GObject from 'gi://GObject';
import Gtk from 'gi://Gtk?version=4.0';
import System from 'system';

const app = new Adw.Application({application_id: 'org.example.Sheet'});
app.connect('activate', () => {
    GObject.type_ensure(Bs.BottomSheet.$gtype); // for Gtk.Builder
    const builder = Gtk.Builder.new_from_file('window.ui');
    const window = builder.get_object('window');
    const sheet = builder.get_object('sheet');
    sheet.connect('detent-changed', (_sheet, detent) =>
        print(`Detent: ${GObject.enum_to_string(Bs.Detent, detent)}`));
    window.application = app;
    window.present();
    sheet.present();
});
app.run([System.programInvocationName, ...System.programArgs]);
