import CGtk
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Real input on Wayland: plays a script written in xdotool's words through the test
/// compositor's input injector (`scripts/weston-input`), a weston module that gives the
/// headless weston a seat with a pointer, a keyboard and a touchscreen and takes one
/// command per line on the socket `BS_INPUT_SOCKET` names (scripts/wayland-session.sh);
/// under mutter (scripts/mutter-session.sh), its seat, which takes the same commands
/// (scripts/mutter-input.py), once told where the window is (`tellWindowPlace`).
///
/// The script's coordinates are the active window's surface coordinates, which for the
/// tests' undecorated windows are window coordinates, as on X11 where the window sits at
/// the screen's origin. The script plays on a thread of its own while the test keeps
/// iterating GLib's main context, as with xdotool's child process: GTK reads the events
/// as they come, with the compositor's timestamps.
///
/// Besides xdotool's `mousemove`, `mousedown`, `mouseup`, `click` (buttons 4 to 7 are
/// wheel notches, as on X11), `key`, `type`, `sleep` and `getmouselocation`, it knows the
/// touchscreen, which X11's XTEST cannot drive: `touchdown ID X Y`, `touchmove ID X Y`,
/// `touchup ID` and `touchcancel` (the compositor taking the touch back); and a
/// touchpad's two-finger scroll, which xdotool cannot make either: `touchpadscroll DX
/// DY` (pixels) and `touchpadstop` (the fingers lifted).
enum WestonInput {
    enum Failure: Error, CustomStringConvertible {
        case noInjector
        case cannotConnect(path: String, reason: String)
        case refused(command: String, answer: String)
        case broken(command: String, reason: String)
        case badScript(String)

        var description: String {
            switch self {
            case .noInjector:
                "BS_INPUT_SOCKET is not set: real input on Wayland needs the test compositor's "
                    + "injector (run the tests under scripts/wayland-session.sh)"
            case let .cannotConnect(path, reason):
                "cannot connect to the input injector at \(path): \(reason)"
            case let .refused(command, answer):
                "the input injector refused \"\(command)\": \(answer)"
            case let .broken(command, reason):
                "the input injector did not answer \"\(command)\": \(reason)"
            case let .badScript(what):
                "real-input script: \(what)"
            }
        }
    }

    /// Where the last `mousemove` put the pointer, in the window's coordinates: Wayland
    /// tells no client where the pointer is, so `getmouselocation` answers from here.
    private static let pointer = Mutex<(x: Double, y: Double)>((0, 0))

    /// Plays `script` on a thread of its own and iterates the main context until it has
    /// ended, calling `eachIteration` after every iteration. Returns what it printed.
    @MainActor
    static func run(_ script: [String], timeout: Duration, eachIteration: () -> Void) throws -> String {
        guard let path = ProcessInfo.processInfo.environment["BS_INPUT_SOCKET"], !path.isEmpty else {
            throw Failure.noInjector
        }
        if ProcessInfo.processInfo.environment["BS_COMPOSITOR"] == "mutter" {
            try tellWindowPlace(through: path)
        }
        let outcome = Outcome()
        Thread.detachNewThread {
            let result = Result { try play(script, through: path) }.mapError { $0 as? Failure ?? .badScript("\($0)") }
            outcome.result.withLock { $0 = result }
        }
        let ended = MainContext.iterate(until: {
            eachIteration()
            return outcome.result.withLock { $0 != nil }
        }, timeout: timeout)
        guard ended, let result = outcome.result.withLock({ $0 }) else {
            throw Failure.broken(command: script.prefix(12).joined(separator: " "), reason: "the script did not end in time")
        }
        return try result.get()
    }

    /// mutter (scripts/mutter-session.sh) places each window itself and tells no client
    /// where, and its input seat (scripts/mutter-input.py) takes the monitor's
    /// coordinates: the seat is told the place of the newest window (`origin X Y`) before
    /// each script. The place is found once per window size, by moves near the monitor's
    /// middle, where mutter centres a new window (scripts/mutter-session.sh keeps its
    /// `center-new-windows` on).
    ///
    /// A move reaches the window some time after it was sent, and one sent earlier (by
    /// the last script, or the seat's own move that shows the pointer after a touch) may
    /// still be on its way; and while a new window zooms in (mutter's map animation, a
    /// quarter of a second, which no setting turns off) the window gets each position
    /// scaled about its middle. So a probe is two moves a known step apart, the second
    /// sent once the window has reported something since the first (moves in one frame
    /// reach it as one), and only two positions it reports one after the other exactly
    /// that far apart are taken for them; another probe follows until then. The place
    /// found is checked with a move into the window. A busy machine makes the probes
    /// slower, never the answer.
    ///
    /// Returns the place told (logical px on the monitor), nil when no window is mapped.
    @MainActor @discardableResult
    static func tellWindowPlace(through path: String) throws -> (x: Double, y: Double)? {
        let toplevels = gtk_window_get_toplevels()
        var newest: UnsafeMutablePointer<GtkWidget>?
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            g_object_unref(item)
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_mapped(widget) != 0 { newest = widget }
        }
        guard let window = newest else { return nil }
        let seat = try Connection(path: path)
        let object = UnsafeMutablePointer<GObject>(OpaquePointer(window))
        let size = (gtk_widget_get_width(window), gtk_widget_get_height(window))
        if let known = g_object_get_data(object, placeKey)?.assumingMemoryBound(to: Double.self),
           known[2] == Double(size.0), known[3] == Double(size.1) {
            try seat.send("origin \(known[0]) \(known[1])")
            return (known[0], known[1])
        }
        guard let surface = gtk_native_get_surface(OpaquePointer(window)),
              let monitor = gdk_display_get_monitor_at_surface(gtk_widget_get_display(window), surface)
        else { throw Failure.badScript("the window is on no monitor") }
        var area = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &area)
        let middle = (x: Double(area.x + area.width / 2), y: Double(area.y + area.height / 2))
        let motion = MotionLog.attach(to: window)
        defer { motion.detach() }
        // Whole device pixels at the scales the suites use (1, 1.25, 1.5, 1.75, 2).
        let step = (x: 16.0, y: 12.0)
        func near(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
            abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01
        }
        let deadline = ContinuousClock.now + patience
        var attempt = 0
        while ContinuousClock.now < deadline {
            // Each probe somewhere else, so that no earlier move can pass for it.
            let offset = Double(attempt % 8)
            attempt += 1
            let first = (x: middle.x - 40 + 8 * offset, y: middle.y - 30 + 6 * offset)
            let second = (x: first.x + step.x, y: first.y + step.y)
            let before = motion.positions.count
            try seat.send("origin 0 0")
            try seat.send("motion \(first.x) \(first.y)")
            // Two moves in one frame reach the window as one: the second waits for a report.
            guard MainContext.iterate(until: { motion.positions.count > before }, timeout: patience) else { continue }
            let afterFirst = motion.positions.count
            try seat.send("motion \(second.x) \(second.y)")
            guard MainContext.iterate(until: { motion.positions.count > afterFirst }, timeout: patience) else { continue }
            let new = motion.positions[before...]
            guard let seen = zip(new, new.dropFirst()).reversed().first(where: {
                near(($1.x - $0.x, $1.y - $0.y), step)
            })?.1 else { continue }
            let place = (x: second.x - seen.x, y: second.y - seen.y)
            let target = (x: seen.x + 8, y: seen.y + 4)
            let beforeCheck = motion.positions.count
            try seat.send("origin \(place.x) \(place.y)")
            try seat.send("motion \(target.x) \(target.y)")
            guard MainContext.iterate(until: { motion.positions.count > beforeCheck }, timeout: patience) else { continue }
            if let last = motion.last, near(last, target) {
                let kept = UnsafeMutablePointer<Double>.allocate(capacity: 4)
                kept.initialize(from: [place.x, place.y, Double(size.0), Double(size.1)], count: 4)
                g_object_set_data_full(object, placeKey, kept) { $0?.assumingMemoryBound(to: Double.self).deallocate() }
                return place
            }
        }
        var x = 0.0, y = 0.0
        let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gtk_widget_get_display(window)))
        let under = gdk_device_get_surface_at_position(pointer, &x, &y)
        let whereGdkSees = under == nil ? "on no surface of this app"
            : under == surface ? "at (\(x), \(y)) in the window" : "at (\(x), \(y)) in another surface"
        throw Failure.badScript("the window's place on the monitor could not be found near the monitor's middle "
            + "\(middle): the window reported \(motion.positions.suffix(6)), and GDK has the pointer \(whereGdkSees)")
    }

    /// How long finding a window's place may take before it fails: long, as a wait that
    /// is met ends at once.
    private static let patience = Duration.seconds(30)

    /// The window's place and size when it was found (four doubles), in its object data.
    private static let placeKey = "bs-input-window-place"

    private final class Outcome: Sendable {
        let result = Mutex<Result<String, Failure>?>(nil)
    }

    /// The words that start a command: `key` and `type` take every argument up to the next one.
    private static let commands: Set<String> = [
        "mousemove", "mousedown", "mouseup", "click", "key", "type", "sleep", "getmouselocation",
        "touchdown", "touchmove", "touchup", "touchcancel", "touchpadscroll", "touchpadstop",
    ]

    private static func play(_ script: [String], through path: String) throws -> String {
        let injector = try Connection(path: path)
        var printed = ""
        var words = script[...]

        func next(_ what: String) throws -> String {
            guard let word = words.popFirst() else { throw Failure.badScript("\(what) is missing") }
            return word
        }
        func number(_ what: String) throws -> Double {
            let word = try next(what)
            guard let value = Double(word) else { throw Failure.badScript("\(what) \"\(word)\" is not a number") }
            return value
        }
        /// xdotool's options (`--sync`, `--delay MS`, `--repeat N`) before a command's arguments.
        func options() throws -> [String: Double] {
            var found: [String: Double] = [:]
            while let word = words.first, word.hasPrefix("--") {
                words.removeFirst()
                switch word {
                case "--sync", "--clearmodifiers": found[word] = 1
                case "--delay", "--repeat": found[word] = try number(word)
                default: throw Failure.badScript("unknown option \(word)")
                }
            }
            return found
        }
        /// Arguments up to the next command word.
        func arguments() -> [String] {
            var taken: [String] = []
            while let word = words.first, !commands.contains(word) { taken.append(words.removeFirst()) }
            return taken
        }
        func pause(milliseconds: Double) {
            if milliseconds > 0 { Thread.sleep(forTimeInterval: milliseconds / 1000) }
        }
        func key(_ code: UInt32, _ state: String) throws { try injector.send("key \(code) \(state)") }

        while let command = words.popFirst() {
            switch command {
            case "mousemove":
                _ = try options()
                let x = try number("mousemove's x")
                let y = try number("mousemove's y")
                try injector.send("motion \(x) \(y)")
                pointer.withLock { $0 = (x, y) }
            case "mousedown", "mouseup":
                _ = try options()
                let number = try next("\(command)'s button")
                guard let button = Int(number).flatMap(InputKeys.button) else {
                    throw Failure.badScript("\(command): no button \(number)")
                }
                try injector.send("button \(button) \(command == "mousedown" ? "pressed" : "released")")
            case "click":
                let found = try options()
                let number = try next("click's button")
                let repeats = Int(found["--repeat"] ?? 1)
                for time in 0..<repeats {
                    if time > 0 { pause(milliseconds: found["--delay"] ?? 12) }
                    if let notch = Int(number).flatMap(InputKeys.wheelNotches) {
                        try injector.send("wheel \(notch.dx) \(notch.dy)")
                    } else if let button = Int(number).flatMap(InputKeys.button) {
                        try injector.send("button \(button) pressed")
                        try injector.send("button \(button) released")
                    } else {
                        throw Failure.badScript("click: no button \(number)")
                    }
                }
            case "key":
                let delay = try options()["--delay"] ?? 12
                for (index, combination) in arguments().enumerated() {
                    if index > 0 { pause(milliseconds: delay) }
                    let codes = try combination.split(separator: "+").map { name in
                        guard let code = InputKeys.code(named: String(name)) else {
                            throw Failure.badScript("key: no key named \(name)")
                        }
                        return code
                    }
                    for code in codes { try key(code, "pressed") }
                    for code in codes.reversed() { try key(code, "released") }
                }
            case "type":
                let delay = try options()["--delay"] ?? 12
                for character in arguments().joined(separator: " ") {
                    guard let typed = InputKeys.typed(character) else {
                        throw Failure.badScript("type: no key types \"\(character)\"")
                    }
                    if typed.shifted { try key(42, "pressed") }
                    try key(typed.code, "pressed")
                    try key(typed.code, "released")
                    if typed.shifted { try key(42, "released") }
                    pause(milliseconds: delay)
                }
            case "sleep":
                pause(milliseconds: try number("sleep's seconds") * 1000)
            case "getmouselocation":
                let (x, y) = pointer.withLock { $0 }
                printed += "x:\(Int(x.rounded())) y:\(Int(y.rounded())) screen:0 window:0\n"
            case "touchdown", "touchmove":
                let id = try next("\(command)'s touch id")
                let x = try number("\(command)'s x")
                let y = try number("\(command)'s y")
                try injector.send("touch-\(command == "touchdown" ? "down" : "motion") \(id) \(x) \(y)")
            case "touchup":
                try injector.send("touch-up \(try next("touchup's touch id"))")
            case "touchcancel":
                try injector.send("touch-cancel")
            case "touchpadscroll":
                let dx = try number("touchpadscroll's dx")
                let dy = try number("touchpadscroll's dy")
                try injector.send("scroll \(dx) \(dy)")
            case "touchpadstop":
                try injector.send("scroll-stop")
            default:
                throw Failure.badScript("unknown command \(command)")
            }
        }
        return printed
    }

    /// One connection to the injector: a command line out, one answer line back.
    final class Connection {
        private let descriptor: Int32
        private var buffered: [UInt8] = []

        init(path: String) throws {
            descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw Failure.cannotConnect(path: path, reason: String(cString: strerror(errno))) }
            // A compositor that stops answering ends the script with an error, not a hang.
            var limit = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
                close(descriptor)
                throw Failure.cannotConnect(path: path, reason: "the path is too long")
            }
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: bytes)
                raw[bytes.count] = 0
            }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard connected == 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw Failure.cannotConnect(path: path, reason: reason)
            }
        }

        deinit { close(descriptor) }

        /// Sends `command` and waits for its answer; throws unless it is `ok…`. A window
        /// just shown gets the keyboard (and so becomes the window the coordinates are
        /// in) once the compositor has its first frame: until then the command is sent
        /// again, for up to 3 s.
        @discardableResult
        func send(_ command: String) throws -> String {
            let deadline = Date().addingTimeInterval(3)
            while true {
                let answer = try exchange(command)
                if answer == "ok" || answer.hasPrefix("ok ") { return answer }
                guard answer.contains("no surface has the keyboard focus"), Date() < deadline else {
                    throw Failure.refused(command: command, answer: answer)
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }

        private func exchange(_ command: String) throws -> String {
            let line = Array((command + "\n").utf8)
            var written = 0
            while written < line.count {
                let count = line[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { throw Failure.broken(command: command, reason: String(cString: strerror(errno))) }
                written += count
            }
            while !buffered.contains(UInt8(ascii: "\n")) {
                var chunk = [UInt8](repeating: 0, count: 256)
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else {
                    throw Failure.broken(command: command, reason: count == 0 ? "it closed the connection" : String(cString: strerror(errno)))
                }
                buffered += chunk[..<count]
            }
            let end = buffered.firstIndex(of: UInt8(ascii: "\n"))!
            let answer = String(decoding: buffered[..<end], as: UTF8.self)
            buffered.removeSubrange(...end)
            return answer
        }
    }
}
