import CGtk
import Foundation
import Testing

/// A phone's shell for real: Phosh's compositor phoc, headless, with its on-screen
/// keyboard squeekboard (scripts/phoc-session.sh), driven through the session's input
/// seat (scripts/phoc-input.py): a pointer whose presses on the keyboard's keys type
/// as a finger's would, the keyboard shown and hidden as Phosh's keyboard button does,
/// and pictures of the output.
///
/// phoc maximises a window at the output's top left corner, so the window's
/// coordinates are the output's, and the keyboard's keys lie below the window's bottom
/// edge while it is shown.
@MainActor
enum PhoneShell {
    /// Whether this is a phone session.
    nonisolated static var available: Bool {
        ProcessInfo.processInfo.environment["BS_COMPOSITOR"] == "phoc"
    }

    /// The output's room in logical px (`PHOC_WIDTH` × `PHOC_HEIGHT` device pixels at
    /// `PHOC_SCALE`): the size of a maximised window with the keyboard hidden.
    static var size: (width: Int32, height: Int32) {
        let environment = ProcessInfo.processInfo.environment
        func number(_ name: String) -> Double { environment[name].flatMap(Double.init) ?? 0 }
        let scale = max(number("PHOC_SCALE"), 1)
        return (Int32((number("PHOC_WIDTH") / scale).rounded()), Int32((number("PHOC_HEIGHT") / scale).rounded()))
    }

    /// Sends one command to the session's seat.
    static func send(_ command: String) throws {
        guard available, let path = ProcessInfo.processInfo.environment["BS_INPUT_SOCKET"] else {
            throw WestonInput.Failure.noInjector
        }
        try WestonInput.Connection(path: path).send(command)
    }

    /// Shows or hides squeekboard, as Phosh's keyboard button does.
    static func keyboard(shown: Bool) throws {
        try send("keyboard \(shown ? "show" : "hide")")
    }

    /// A picture of the whole output, test-output/`name`.png, once it shows `window`'s
    /// latest frame. A frame GTK has drawn reaches the output at phoc's next repaint: a
    /// picture taken then showed the entry's text of some keys before. GTK draws a
    /// frame only after phoc's callback for the last, which phoc sends once it has
    /// shown it: the second of two frames drawn means the first is on the output.
    static func picture(named name: String, showing window: TestWindow) throws {
        window.waitForDraw()
        window.waitForDraw()
        try send("screenshot \(TestOutput.file(named: "\(name).png").path)")
    }

    /// Types `text` (lower-case letters and spaces) on squeekboard's keys, one press and
    /// release of the pointer on each, with the keyboard's panel from `panelTop` down to
    /// the output's bottom edge.
    static func type(_ text: String, panelTop: Double) throws {
        for character in text {
            let key = try #require(Squeekboard.key(character, width: Double(size.width),
                                                   top: panelTop, height: Double(size.height) - panelTop),
                                   "no key for \"\(character)\" on squeekboard's layout")
            let left = try #require(InputKeys.button(1))
            try send("motion \(key.x) \(key.y)")
            try send("button \(left) pressed")
            try send("button \(left) released")
        }
    }
}

/// Where squeekboard's English ("us") layout puts its keys: four rows of the panel's
/// height, ten key widths across (q to p); the second row starts half a key in, the
/// third (z to m) a key and a half in after the Shift key; the space bar is in the
/// middle of the fourth. Read off a picture of the panel on a 360-px-wide output.
enum Squeekboard {
    static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    /// Where each row's first key starts, in key widths.
    static let rowStarts = [0.0, 0.5, 1.5]

    /// The middle of `character`'s key, in the output's logical px.
    static func key(_ character: Character, width: Double, top: Double, height: Double) -> (x: Double, y: Double)? {
        let keyWidth = width / 10, rowHeight = height / 4
        if character == " " { return (width / 2, top + 3.5 * rowHeight) }
        for (row, keys) in rows.enumerated() {
            if let index = keys.firstIndex(of: character) {
                let column = Double(keys.distance(from: keys.startIndex, to: index))
                return ((rowStarts[row] + column + 0.5) * keyWidth, top + (Double(row) + 0.5) * rowHeight)
            }
        }
        return nil
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only in a phone session (`PhoneShell`).
    static var phoneShell: Self {
        .enabled(if: PhoneShell.available, "only a phone session (scripts/phoc-session.sh) has squeekboard")
    }
}
