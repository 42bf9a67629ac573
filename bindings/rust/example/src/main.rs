//! An Adwaita app whose window, made from window.blp, has a bottom sheet: open at
//! start, printing each detent it comes to.
use adw::prelude::*;
use adw::{glib, gtk};
use bottomsheet::BottomSheet;

// window.blp, compiled by build.rs.
const UI: &str = include_str!(concat!(env!("OUT_DIR"), "/window.ui"));

fn main() -> glib::ExitCode {
    let app = adw::Application::builder()
        .application_id("org.example.Sheet")
        .build();
    app.connect_activate(|app| {
        bottomsheet::init(); // makes Bs.BottomSheet known to gtk::Builder
        let builder = gtk::Builder::from_string(UI);
        let window: adw::ApplicationWindow = builder.object("window").unwrap();
        let sheet: BottomSheet = builder.object("sheet").unwrap();
        sheet.connect_detent_changed(|_, detent| println!("Detent: {detent:?}"));
        app.set_accels_for_action("window.close", &["<Ctrl>w"]);
        window.set_application(Some(app));
        window.present();
        sheet.present();
    });
    app.run()
}
