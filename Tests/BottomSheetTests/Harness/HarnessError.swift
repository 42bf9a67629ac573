/// Why a harness step could not go on; thrown, so the test stops there and fails.
enum HarnessError: Error, CustomStringConvertible {
    case noDisplay
    case timedOut(String)
    case renderedNothing
    case pngNotSaved(path: String)
    case wrongRenderer(expected: String, got: String)

    var description: String {
        switch self {
        case .noDisplay:
            "no display: run the GTK tests under xvfb-run (X11) or scripts/wayland-session.sh (Wayland), "
                + "as scripts/test.sh does"
        case .timedOut(let what): "timed out waiting for \(what)"
        case .renderedNothing: "the widget produced no render node (nothing to draw, or zero size)"
        case .pngNotSaved(let path): "gdk_texture_save_to_png could not write \(path)"
        case .wrongRenderer(let expected, let got):
            "the window got GTK's \(got) renderer where this suite tests the \(expected) one "
                + "(BS_EXPECT_RENDERER): GTK fell back, and the run would not test what it says"
        }
    }
}
