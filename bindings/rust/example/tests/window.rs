//! The example's window, made from the same window.blp as the app, on a real display:
//! its sheet opens, goes to `full`, closes, and says so through its signals; a
//! picture of the window with the sheet open is saved as a PNG (to the path in
//! BS_RUST_SCREENSHOT, else to example-window.png in Cargo's temporary folder).
//!
//! It runs on the process's main thread, with a `main` of its own (`harness = false`
//! in Cargo.toml): the library runs on that thread only, and libtest and
//! `#[gtk::test]` run tests on others.

use std::{cell::RefCell, path::PathBuf, rc::Rc, time::Duration, time::Instant};

use adw::prelude::*;
use adw::{gdk, glib, gtk};
use bottomsheet::{BottomSheet, Detent};

const UI: &str = include_str!(concat!(env!("OUT_DIR"), "/window.ui"));

/// Runs the main loop until the sheet has stopped moving: its progress unchanged
/// over 200 ms.
fn settle(sheet: &BottomSheet) {
    let context = glib::MainContext::default();
    let end = Instant::now() + Duration::from_secs(10);
    let mut last = (sheet.progress(), Instant::now());
    while last.1.elapsed() < Duration::from_millis(200) {
        assert!(Instant::now() < end, "the sheet is still moving after 10 s");
        context.iteration(false);
        std::thread::sleep(Duration::from_millis(5));
        if sheet.progress() != last.0 {
            last = (sheet.progress(), Instant::now());
        }
    }
}

/// Draws `window` as it is on screen into a texture, through GtkWidgetPaintable and
/// the window's own renderer.
fn picture(window: &adw::ApplicationWindow) -> gdk::Texture {
    let (width, height) = (window.width() as f32, window.height() as f32);
    let snapshot = gtk::Snapshot::new();
    gtk::WidgetPaintable::new(Some(window)).snapshot(&snapshot, width.into(), height.into());
    let node = snapshot.to_node().expect("the window drew nothing");
    let renderer = window.renderer().expect("the window has no renderer");
    renderer.render_texture(
        node,
        Some(&gtk::graphene::Rect::new(0.0, 0.0, width, height)),
    )
}

/// How many different colours `texture` has.
fn colours(texture: &gdk::Texture) -> usize {
    let (width, height) = (texture.width() as usize, texture.height() as usize);
    let mut pixels = vec![0u8; width * height * 4];
    texture.download(&mut pixels, width * 4);
    let mut seen: Vec<&[u8]> = pixels.chunks(4).collect();
    seen.sort_unstable();
    seen.dedup();
    seen.len()
}

fn the_sheet_opens_goes_full_and_closes_and_the_window_is_pictured() {
    bottomsheet::init();
    let builder = gtk::Builder::from_string(UI);
    let window: adw::ApplicationWindow = builder.object("window").unwrap();
    let sheet: BottomSheet = builder.object("sheet").unwrap();
    let heard = Rc::new(RefCell::new(Vec::<String>::new()));
    let h = heard.clone();
    sheet.connect_detent_changed(move |_, detent| h.borrow_mut().push(format!("{detent:?}")));
    let h = heard.clone();
    sheet.connect_closed(move |_| h.borrow_mut().push("closed".into()));

    window.present();
    sheet.present();
    settle(&sheet);
    assert_eq!(sheet.detent(), Detent::Expanded);
    let texture = picture(&window);
    assert_eq!(
        (texture.width(), texture.height()),
        (window.width(), window.height())
    );
    // The header bar, the status page, the sheet and its rows: far from one flat colour.
    assert!(
        colours(&texture) > 50,
        "a nearly blank window: {} colours",
        colours(&texture)
    );
    let path = std::env::var_os("BS_RUST_SCREENSHOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("example-window.png"));
    texture
        .save_to_png(&path)
        .expect("could not save the picture");
    println!("picture: {}", path.display());

    let expanded_height = sheet.sheet_height();
    sheet.set_detent(Detent::Full);
    settle(&sheet);
    assert!(
        sheet.sheet_height() > expanded_height,
        "full is no taller than expanded"
    );

    sheet.close();
    settle(&sheet);
    assert!(!sheet.is_open());
    assert_eq!(*heard.borrow(), ["Expanded", "Full", "Dismissed", "closed"]);
    window.destroy();
}

fn main() {
    adw::init().expect("GTK could not start: no display?");
    println!("\nrunning 1 test");
    the_sheet_opens_goes_full_and_closes_and_the_window_is_pictured();
    println!("test the_sheet_opens_goes_full_and_closes_and_the_window_is_pictured ... ok");
    println!("\ntest result: ok. 1 passed; 0 failed\n");
}
