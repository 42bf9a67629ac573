//! # BottomSheet for Rust
//!
//! Safe bindings to BottomSheet, a panel that slides up from the bottom of a GTK 4
//! window and rests at a few heights: [`BottomSheet`] is the
//! widget, [`Detent`] its resting heights. They are generated with
//! [gir](https://github.com/gtk-rs/gir) from the library's `Bs-1.gir`, as gtk-rs's own
//! crates are, and build on the [`gtk`] crate (gtk4-rs); the C library
//! (`libbottomsheet-1`, pkg-config `bottomsheet-1`) must be installed.
//!
//! GTK must be initialised first, as for any widget: an `adw::Application` or a
//! `gtk::Application` does it before `activate`. The library runs on the process's
//! main thread only (GTK itself accepts any one thread): tests that make a sheet need a
//! `main` of their own (`harness = false`), not libtest's threads or `#[gtk::test]`.
//!
//! ```no_run
//! use bottomsheet::prelude::*;
//! use bottomsheet::{BottomSheet, Detent};
//!
//! gtk::init().unwrap();
//! let sheet = BottomSheet::builder()
//!     .content(&gtk::Label::new(Some("Content")))
//!     .sheet(&gtk::Label::new(Some("In the sheet")))
//!     .title("Details")
//!     .build();
//! sheet.connect_detent_changed(|_, detent| println!("now {detent:?}"));
//! sheet.present();
//! sheet.set_detent(Detent::Full);
//! ```
//!
//! In a GtkBuilder or Blueprint file the class is `BsBottomSheet` (Blueprint:
//! `Bs.BottomSheet`, with `using Bs 1;`); call [`init`] before loading one, so that
//! GtkBuilder knows the type.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![warn(missing_docs)]

// The crates the generated code names, re-exported as gtk-rs's crates do, so that an
// app uses the same versions.
pub use ffi;
pub use gdk;
pub use glib;
pub use gtk;

// gir's generated code calls these two macros where a sheet is made (`new`, the
// builder): after that, the sheet's methods need no check.
macro_rules! assert_initialized_main_thread {
    () => {
        if !::gtk::is_initialized_main_thread() {
            if ::gtk::is_initialized() {
                panic!("BottomSheet may only be used from GTK's main thread.");
            } else {
                panic!("GTK has to be initialized before using BottomSheet.");
            }
        }
        crate::assert_process_main_thread();
    };
}

macro_rules! skip_assert_initialized {
    () => {};
}

#[allow(unused_imports)]
#[allow(clippy::let_and_return)]
#[allow(clippy::type_complexity)]
mod auto;

pub use auto::*;

/// The builders of the crate's widgets: [`BottomSheetBuilder`](builders::BottomSheetBuilder),
/// which [`BottomSheet::builder`] returns.
pub mod builders {
    pub use crate::auto::builders::*;
}

/// Traits an app needs in scope: GTK's (`WidgetExt` and the others), which the sheet's
/// inherited methods come from.
pub mod prelude {
    pub use gtk::prelude::*;
}

/// Panics unless this is the process's main thread. GTK runs on whichever thread
/// initialised it, but the library's Swift half runs on the process's main thread only
/// and stops the process with SIGILL on another (as under `#[gtk::test]`, which runs
/// tests on a thread of its own): a panic says why.
#[cfg(target_os = "linux")]
fn assert_process_main_thread() {
    // SAFETY: neither call has preconditions.
    if unsafe { libc::gettid() != libc::getpid() } {
        panic!("BottomSheet runs on the process's main thread only (not under #[gtk::test]).");
    }
}

#[cfg(not(target_os = "linux"))]
fn assert_process_main_thread() {}

/// Registers the library's types with GLib, so that GtkBuilder (and so Blueprint and
/// composite templates) can make a `BsBottomSheet` from a UI file. Making a
/// [`BottomSheet`] in code needs no call.
pub fn init() {
    assert_initialized_main_thread!();
    use glib::prelude::StaticType;
    BottomSheet::static_type();
    Detent::static_type();
    Presentation::static_type();
}
