//! The safe crate against the installed library, on a real display: properties
//! through their getters, setters, notify signals and the builder; every signal's
//! connect_* function; the Detent enum as GLib sees it; and a sheet in a window,
//! opened, moved, refused a close and closed.
//!
//! The tests run one after the other on the process's main thread, with a `main` of
//! their own (`harness = false` in Cargo.toml): the library runs on that thread only,
//! and libtest and `#[gtk::test]` run tests on others.

use std::{cell::RefCell, rc::Rc, time::Duration, time::Instant};

use bottomsheet::prelude::*;
use bottomsheet::{BottomSheet, Detent, Detents, Presentation};
use glib::translate::IntoGlib;

/// What the handlers heard, in order.
type Heard = Rc<RefCell<Vec<String>>>;

/// Runs the main loop until `done` is true; fails after `seconds`.
fn run_until(seconds: u64, what: &str, done: impl Fn() -> bool) {
    let context = glib::MainContext::default();
    let end = Instant::now() + Duration::from_secs(seconds);
    while !done() {
        assert!(
            Instant::now() < end,
            "still waiting for {what} after {seconds} s"
        );
        context.iteration(false);
        std::thread::sleep(Duration::from_millis(5));
    }
}

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

/// A column of `rows` labels: a sheet child tall enough that `expanded` and `full`
/// are distinct heights in a 600 px window.
fn rows(rows: usize) -> gtk::Box {
    let column = gtk::Box::new(gtk::Orientation::Vertical, 12);
    for row in 1..=rows {
        column.append(&gtk::Label::new(Some(&format!("Row {row}"))));
    }
    column
}

/// A sheet in a presented 400×600 window, with handlers that record every signal.
fn sheet_in_window() -> (gtk::Window, BottomSheet, Heard) {
    let sheet = BottomSheet::builder()
        .content(&gtk::Label::new(Some("Content")))
        .sheet(&rows(30))
        .build();
    let heard = Heard::default();
    let h = heard.clone();
    sheet.connect_detent_changed(move |_, detent| {
        h.borrow_mut().push(format!("detent-changed {detent:?}"))
    });
    let h = heard.clone();
    sheet.connect_close_attempt(move |_| h.borrow_mut().push("close-attempt".into()));
    let h = heard.clone();
    sheet.connect_closed(move |_| h.borrow_mut().push("closed".into()));
    let window = gtk::Window::builder()
        .default_width(400)
        .default_height(600)
        .child(&sheet)
        .build();
    window.present();
    run_until(10, "the window to be mapped", || sheet.is_mapped());
    (window, sheet, heard)
}

fn the_builder_sets_what_the_getters_read() {
    let content = gtk::Label::new(Some("Content"));
    let child = gtk::Label::new(Some("Sheet"));
    let sheet = BottomSheet::builder()
        .content(&content)
        .sheet(&child)
        .title("Filters")
        .peek_height(64.0)
        .can_close(false)
        .modal(false)
        .presentation(Presentation::Bottom)
        .expanded_fraction(0.4)
        .build();
    assert_eq!(
        sheet.content().as_ref(),
        Some(content.upcast_ref::<gtk::Widget>())
    );
    assert_eq!(
        sheet.sheet().as_ref(),
        Some(child.upcast_ref::<gtk::Widget>())
    );
    assert_eq!(sheet.title(), "Filters");
    assert_eq!(sheet.peek_height(), 64.0);
    assert!(!sheet.can_close());
    assert!(!sheet.is_modal());
    assert_eq!(sheet.presentation(), Presentation::Bottom);
    assert_eq!(sheet.expanded_fraction(), 0.4);
    // Not given: the library's defaults.
    assert_eq!(sheet.detent(), Detent::Dismissed);
    assert!(sheet.can_open());
    assert!(sheet.shows_drag_handle());
    assert!(!sheet.is_open());
    assert_eq!(sheet.page_count(), 1);
}

fn each_setter_notifies_its_property_once_and_only_on_a_change() {
    let sheet = BottomSheet::new();
    let heard = Heard::default();
    let h = heard.clone();
    sheet
        .connect_title_notify(move |sheet| h.borrow_mut().push(format!("title {}", sheet.title())));
    let h = heard.clone();
    sheet.connect_top_inset_notify(move |sheet| {
        h.borrow_mut()
            .push(format!("top-inset {}", sheet.top_inset()))
    });
    let h = heard.clone();
    sheet.connect_can_close_notify(move |sheet| {
        h.borrow_mut()
            .push(format!("can-close {}", sheet.can_close()))
    });
    let h = heard.clone();
    sheet.connect_content_notify(move |sheet| {
        h.borrow_mut()
            .push(format!("content {}", sheet.content().is_some()))
    });

    sheet.set_title(Some("Places"));
    sheet.set_title(Some("Places"));
    sheet.set_top_inset(48.0);
    sheet.set_can_close(false);
    sheet.set_content(Some(&gtk::Label::new(None)));
    sheet.set_content(None::<&gtk::Widget>);
    assert_eq!(
        *heard.borrow(),
        [
            "title Places",
            "top-inset 48",
            "can-close false",
            "content true",
            "content false"
        ]
    );
    // Through GObject's property names too, as GtkBuilder sets them.
    sheet.set_property("top-inset", 20.0);
    assert_eq!(sheet.top_inset(), 20.0);
    assert_eq!(sheet.property::<f64>("top-inset"), 20.0);
}

fn detent_is_the_c_enum_with_its_nicks() {
    use glib::prelude::*;
    assert_eq!(Detent::static_type().name(), "BsDetent");
    let class = glib::EnumClass::with_type(Detent::static_type()).unwrap();
    for (detent, value, nick) in [
        (Detent::Dismissed, 0, "dismissed"),
        (Detent::Peek, 1, "peek"),
        (Detent::Expanded, 2, "expanded"),
        (Detent::Full, 3, "full"),
    ] {
        assert_eq!(detent.into_glib(), value);
        assert_eq!(class.value_by_nick(nick).unwrap().value(), value);
        // Through a GValue and back, as a property or a signal carries it.
        assert_eq!(detent.to_value().get::<Detent>().unwrap(), detent);
    }
    assert_eq!(Presentation::static_type().name(), "BsPresentation");
}

fn every_signal_reaches_its_connect_function_with_its_arguments() {
    let sheet = BottomSheet::new();
    let heard = Heard::default();
    let h = heard.clone();
    sheet.connect_close_attempt(move |_| h.borrow_mut().push("close-attempt".into()));
    let h = heard.clone();
    sheet.connect_closed(move |_| h.borrow_mut().push("closed".into()));
    let h = heard.clone();
    sheet.connect_detent_changed(move |_, detent| {
        h.borrow_mut().push(format!("detent-changed {detent:?}"))
    });
    let h = heard.clone();
    sheet.connect_pushed(move |_, page| {
        h.borrow_mut()
            .push(format!("pushed {}", page.widget_name()))
    });
    let h = heard.clone();
    sheet.connect_popped(move |_, page| {
        h.borrow_mut()
            .push(format!("popped {}", page.widget_name()))
    });
    let h = heard.clone();
    sheet.connect_released(move |_, velocity, target| {
        h.borrow_mut()
            .push(format!("released {velocity} {target:?}"))
    });

    let page = gtk::Label::builder().name("page").build();
    sheet.emit_by_name::<()>("close-attempt", &[]);
    sheet.emit_by_name::<()>("closed", &[]);
    sheet.emit_by_name::<()>("detent-changed", &[&Detent::Peek]);
    sheet.emit_by_name::<()>("pushed", &[&page]);
    sheet.emit_by_name::<()>("popped", &[&page]);
    sheet.emit_by_name::<()>("released", &[&-1200.5, &Detent::Dismissed]);
    assert_eq!(
        *heard.borrow(),
        [
            "close-attempt",
            "closed",
            "detent-changed Peek",
            "pushed page",
            "popped page",
            "released -1200.5 Dismissed",
        ]
    );
}

fn a_sheet_in_a_window_opens_moves_refuses_a_close_and_closes() {
    let (window, sheet, heard) = sheet_in_window();

    sheet.present();
    settle(&sheet);
    assert_eq!(sheet.detent(), Detent::Expanded);
    assert!(sheet.is_open());
    let expanded_height = sheet.sheet_height();
    assert!(expanded_height > 0.0);

    sheet.set_detent(Detent::Full);
    settle(&sheet);
    assert!(
        sheet.sheet_height() > expanded_height,
        "full ({}) is no taller than expanded ({expanded_height})",
        sheet.sheet_height()
    );

    sheet.set_can_close(false);
    sheet.close();
    settle(&sheet);
    assert!(sheet.is_open(), "a sheet that may not close closed");

    sheet.set_can_close(true);
    sheet.close();
    run_until(10, "closed", || {
        heard.borrow().last().map(String::as_str) == Some("closed")
    });
    assert_eq!(sheet.detent(), Detent::Dismissed);
    assert!(!sheet.is_open());
    assert_eq!(
        *heard.borrow(),
        [
            "detent-changed Expanded",
            "detent-changed Full",
            // Refused: back to the lowest open detent.
            "close-attempt",
            "detent-changed Expanded",
            "detent-changed Dismissed",
            "closed",
        ]
    );
    window.destroy();
}

fn a_page_is_pushed_and_popped_with_its_signals() {
    let (window, sheet, heard) = sheet_in_window();
    let h = heard.clone();
    sheet.connect_pushed(move |_, page| {
        h.borrow_mut()
            .push(format!("pushed {}", page.widget_name()))
    });
    let h = heard.clone();
    sheet.connect_popped(move |_, page| {
        h.borrow_mut()
            .push(format!("popped {}", page.widget_name()))
    });
    sheet.present();
    settle(&sheet);

    let page = gtk::Label::builder()
        .label("Details")
        .name("details")
        .build();
    sheet.push(&page, Some("Details"));
    assert_eq!(sheet.page_count(), 2);
    assert_eq!(
        sheet.visible_page().as_ref(),
        Some(page.upcast_ref::<gtk::Widget>())
    );
    settle(&sheet);
    assert!(sheet.pop());
    assert_eq!(sheet.page_count(), 1);
    assert!(!sheet.pop(), "popped the sheet's own child");
    assert_eq!(
        *heard.borrow(),
        [
            "detent-changed Expanded",
            "pushed details",
            "popped details"
        ]
    );
    window.destroy();
}

/// Runs each test whose name contains one of the arguments (all with none), printing
/// libtest's lines; exits with status 1 if one failed.
fn the_detents_and_the_modal_detent_are_chosen_as_flags_and_an_enum() {
    let sheet = BottomSheet::builder()
        .peek_height(80.0)
        .detents(Detents::PEEK | Detents::FULL)
        .modal_detent(Detent::Full)
        .build();
    assert_eq!(sheet.detents(), Detents::PEEK | Detents::FULL);
    assert_eq!(sheet.modal_detent(), Detent::Full);
    let heard = Heard::default();
    let h = heard.clone();
    sheet.connect_detents_notify(move |sheet| {
        h.borrow_mut()
            .push(format!("detents {:?}", sheet.detents()))
    });
    sheet.set_detents(Detents::all());
    sheet.set_detents(Detents::all());
    assert_eq!(heard.borrow().len(), 1);
    // Not given: every detent, modal from expanded.
    let plain = BottomSheet::new();
    assert_eq!(
        plain.detents(),
        Detents::PEEK | Detents::EXPANDED | Detents::FULL
    );
    assert_eq!(plain.modal_detent(), Detent::Expanded);
}

fn main() {
    gtk::init().expect("GTK could not start: no display?");
    let tests: [(&str, fn()); 7] = [
        (
            "the_detents_and_the_modal_detent_are_chosen_as_flags_and_an_enum",
            the_detents_and_the_modal_detent_are_chosen_as_flags_and_an_enum,
        ),
        (
            "the_builder_sets_what_the_getters_read",
            the_builder_sets_what_the_getters_read,
        ),
        (
            "each_setter_notifies_its_property_once_and_only_on_a_change",
            each_setter_notifies_its_property_once_and_only_on_a_change,
        ),
        (
            "detent_is_the_c_enum_with_its_nicks",
            detent_is_the_c_enum_with_its_nicks,
        ),
        (
            "every_signal_reaches_its_connect_function_with_its_arguments",
            every_signal_reaches_its_connect_function_with_its_arguments,
        ),
        (
            "a_sheet_in_a_window_opens_moves_refuses_a_close_and_closes",
            a_sheet_in_a_window_opens_moves_refuses_a_close_and_closes,
        ),
        (
            "a_page_is_pushed_and_popped_with_its_signals",
            a_page_is_pushed_and_popped_with_its_signals,
        ),
    ];
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let chosen: Vec<_> = tests
        .iter()
        .filter(|(name, _)| filters.is_empty() || filters.iter().any(|f| name.contains(f.as_str())))
        .collect();
    println!("\nrunning {} tests", chosen.len());
    let mut failed = 0;
    for (name, test) in &chosen {
        let passed = std::panic::catch_unwind(test).is_ok();
        println!("test {name} ... {}", if passed { "ok" } else { "FAILED" });
        failed += usize::from(!passed);
    }
    let result = if failed == 0 { "ok" } else { "FAILED" };
    println!(
        "\ntest result: {result}. {} passed; {failed} failed\n",
        chosen.len() - failed
    );
    std::process::exit(i32::from(failed > 0));
}
