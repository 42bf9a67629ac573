import CGtk
import Foundation
import Testing

/// What the compositor shows of a test's window, as a user would see it: under mutter
/// (scripts/mutter-session.sh), a picture of the monitor from the screen-cast stream of
/// its input seat (scripts/mutter-input.py's `screenshot`), cut to the window. Device
/// pixels, at the monitor's scale (`scale`).
@MainActor
enum CompositorPicture {
    /// Whether this session's compositor gives pictures: mutter's screen-cast does;
    /// weston's test seat and X11 have none.
    nonisolated static var available: Bool {
        ProcessInfo.processInfo.environment["BS_COMPOSITOR"] == "mutter"
    }

    /// The monitor's scale, which the session set (`BS_COMPOSITOR_SCALE`).
    nonisolated static var scale: Double {
        ProcessInfo.processInfo.environment["BS_COMPOSITOR_SCALE"].flatMap(Double.init) ?? 1
    }

    enum Failure: Error, CustomStringConvertible {
        case unavailable
        case notPlaced
        case outside(window: String, monitor: String)

        var description: String {
            switch self {
            case .unavailable: "no compositor picture here: it needs mutter (scripts/mutter-session.sh)"
            case .notPlaced: "the window's place on the monitor could not be found"
            case let .outside(window, monitor): "the window (\(window) device px) is not inside the monitor's picture (\(monitor))"
            }
        }
    }

    /// The socket of the session's input seat, which takes the pictures.
    private static func inputSeat() throws -> String {
        guard available, let path = ProcessInfo.processInfo.environment["BS_INPUT_SOCKET"] else {
            throw Failure.unavailable
        }
        return path
    }

    /// Finds `window`'s place on the monitor (`WestonInput.tellWindowPlace`, by moving
    /// the pointer over it) and takes the pointer out of it again, above and left of
    /// it. Done before what is pictured appears, nothing in it shows a hover or the
    /// scroll indicators a move over a list brings, which fade on the wall clock.
    @discardableResult
    static func place(of window: TestWindow) throws -> (x: Double, y: Double) {
        let path = try inputSeat()
        guard let place = try WestonInput.tellWindowPlace(through: path) else { throw Failure.notPlaced }
        // In the window's coordinates: the seat's origin is now the window's place.
        try WestonInput.Connection(path: path).send("motion -24 -24")
        return place
    }

    /// The compositor's picture of `window`, the whole of it, once it has drawn its
    /// current frame (`place(of:)` first, before the pictured state). Saved as
    /// test-output/`name`.png, the whole monitor as test-output/`name`-monitor.png.
    static func take(of window: TestWindow, named name: String) throws -> RenderedImage {
        let place = try place(of: window)
        window.waitForDraw()
        let seat = try WestonInput.Connection(path: inputSeat())
        let monitorFile = try TestOutput.file(named: "\(name)-monitor.png")
        try seat.send("screenshot \(monitorFile.path)")
        let monitor = try GoldenImage.loadPNG(monitorFile)
        // mutter puts a window at whole logical pixels and draws it on device pixels.
        let x = Int((place.x * scale).rounded()), y = Int((place.y * scale).rounded())
        let width = Int((Double(gtk_widget_get_width(window.widget)) * scale).rounded())
        let height = Int((Double(gtk_widget_get_height(window.widget)) * scale).rounded())
        guard x >= 0, y >= 0, x + width <= monitor.width, y + height <= monitor.height else {
            throw Failure.outside(window: "\(width)×\(height) at (\(x), \(y))", monitor: "\(monitor.width)×\(monitor.height)")
        }
        let picture = monitor.cropped(x: x, y: y, width: width, height: height)
        try GoldenImage.savePNG(picture, to: TestOutput.file(named: "\(name).png"))
        return picture
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where the compositor gives pictures (`CompositorPicture`).
    static var compositorGivesPictures: Self {
        .enabled(if: CompositorPicture.available, "only mutter's screen-cast gives the compositor's picture")
    }
}
