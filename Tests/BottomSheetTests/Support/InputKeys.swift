/// Linux input event codes (`linux/input-event-codes.h`) for the keys and buttons the
/// real-input tests use, by xdotool's names, for the Wayland player (`WestonInput`):
/// the compositor's injector takes evdev codes, as a real keyboard's driver gives them.
enum InputKeys {
    /// The evdev code of an xdotool key name ("Up", "alt", "Page_Down", "a"…).
    static func code(named name: String) -> UInt32? {
        if let code = named[name.lowercased()] { return code }
        if name.count == 1, let character = name.first { return typed(character)?.code }
        return nil
    }

    /// The key, and whether Shift goes with it, that types `character` on a US layout
    /// (the compositor's default keymap).
    static func typed(_ character: Character) -> (code: UInt32, shifted: Bool)? {
        let lower = Character(character.lowercased())
        if let index = letters.firstIndex(of: lower) {
            return (letterCodes[letters.distance(from: letters.startIndex, to: index)], character != lower)
        }
        if let index = digits.firstIndex(of: character) {
            return (digitCodes[digits.distance(from: digits.startIndex, to: index)], false)
        }
        switch character {
        case " ": return (57, false)
        case ".": return (52, false)
        case ",": return (51, false)
        case "-": return (12, false)
        case "\n": return (28, false)
        default: return nil
        }
    }

    /// Pointer buttons by X11's numbers (xdotool's `click` argument), as evdev codes:
    /// 1 left, 2 middle, 3 right, 8 back (BTN_SIDE), 9 forward (BTN_EXTRA). X11's 4 to
    /// 7 are wheel notches, not buttons (`wheelNotches(forButton:)`).
    static func button(_ number: Int) -> UInt32? {
        [1: 272, 2: 274, 3: 273, 8: 275, 9: 276][number]
    }

    /// X11's wheel "buttons" as notches (dx, dy): 4 up, 5 down, 6 left, 7 right.
    static func wheelNotches(forButton number: Int) -> (dx: Int, dy: Int)? {
        [4: (0, -1), 5: (0, 1), 6: (-1, 0), 7: (1, 0)][number]
    }

    private static let letters = Array("qwertyuiopasdfghjklzxcvbnm")
    private static let letterCodes: [UInt32] = [16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
                                                30, 31, 32, 33, 34, 35, 36, 37, 38,
                                                44, 45, 46, 47, 48, 49, 50]
    private static let digits = Array("1234567890")
    private static let digitCodes: [UInt32] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]

    private static let named: [String: UInt32] = [
        "escape": 1, "tab": 15, "return": 28, "space": 57, "backspace": 14,
        "ctrl": 29, "control_l": 29, "shift": 42, "shift_l": 42, "alt": 56, "alt_l": 56,
        "super": 125, "super_l": 125,
        "up": 103, "down": 108, "left": 105, "right": 106,
        "page_up": 104, "prior": 104, "page_down": 109, "next": 109,
        "home": 102, "end": 107, "delete": 111,
    ]
}
