import BottomSheet
import SheetCore

/// The demo's command line:
///
///     bottom-sheet-demo [--scenario container|fit|list|million|form|share|player|map]
///                       [--detent dismissed|peek|expanded|full] [--open-page] [--open-details]
///                       [--presentation automatic|bottom|side]
///                       [--dark] [--rtl] [--scale 2] [--size WIDTHxHEIGHT]
///                       [--motion-plot] [--screenshot FILE.png] [--screenshot-at SECONDS]
struct DemoOptions: Equatable {
    var scenario: Scenario = .list
    var detent: Detent?
    /// `--open-page`: the scenario's first page is pushed at start.
    var opensPage = false
    /// `--open-details`: the share scenario's details sheet is opened over its sheet at start.
    var opensDetails = false
    /// `--presentation`: pinned for the chosen scenario's sheet; nil keeps the
    /// scenario's own (automatic).
    var presentation: Presentation?
    var dark = false
    var rightToLeft = false
    var scale = 1
    var width: Int32 = 720
    var height: Int32 = 800
    var screenshot: String?
    /// Seconds after the window appears at which `--screenshot` is taken, moving or not;
    /// nil: once the sheet rests.
    var screenshotTime: Double?
    var showsMotionPlot = false
    var showHelp = false

    /// A bad option or value: printed as one line, exit code 2.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// `--help`, in the user's language. The option names and the values the options
    /// take stay as they are typed.
    static var usage: String {
        let options: [(String, String)] = [
            // TRANSLATORS: NAME is what the user types after --scenario; keep the scenario names.
            ("--scenario NAME", translated("container, fit, list, million, form, share, player or map (default: list)")),
            // TRANSLATORS: keep the detent names, they are typed as they are.
            ("--detent NAME", translated("dismissed, peek, expanded or full: where the sheet starts")),
            ("--open-page", translated("push the first page over the sheet's list at start (share)")),
            ("--open-details", translated("open a person's details sheet over the share sheet at start (share)")),
            // TRANSLATORS: keep the presentation names, they are typed as they are.
            ("--presentation NAME", translated("automatic, bottom or side: where the sheet is shown (default: automatic)")),
            ("--dark", translated("use the dark style")),
            ("--rtl", translated("lay out right to left")),
            ("--scale N", translated("device scale on X11: 1 or 2 (on Wayland the compositor sets it)")),
            ("--size WxH", translated("window size in pixels (default: 720x800)")),
            ("--motion-plot", translated("show the plot of the sheet's height, velocity and releases")),
            ("--screenshot FILE", translated("write the window to FILE (PNG) once the sheet rests, then exit")),
            ("--screenshot-at S", translated("take the screenshot S seconds after the window appears, moving or not")),
            ("--help", translated("show this help")),
        ]
        let lines = [
            // TRANSLATORS: the first line of --help; keep "bottom-sheet-demo".
            translated("Usage: bottom-sheet-demo [OPTION…]"),
            "",
            translated("Shows the bottom sheet in one of its scenarios."),
            "",
        ] + options.map { option, meaning in
            "  " + option + String(repeating: " ", count: max(1, 20 - option.count)) + meaning
        }
        return lines.joined(separator: "\n")
    }

    init() {}

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        func value(for option: String, allowed: String) throws(UsageError) -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: translated("%1$s needs a value: %2$s").substituting(option, allowed))
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--scenario":
                let allowed = Scenario.allCases.map(\.rawValue).joined(separator: ", ")
                let name = try value(for: argument, allowed: allowed)
                guard let scenario = Scenario(rawValue: name) else {
                    throw UsageError(description: translated("%1$s must be one of %2$s, not '%3$s'")
                        .substituting(argument, allowed, name))
                }
                self.scenario = scenario
            case "--detent":
                let allowed = Detent.allCases.map(\.description).joined(separator: ", ")
                let name = try value(for: argument, allowed: allowed)
                guard let detent = Detent(name: name) else {
                    throw UsageError(description: translated("%1$s must be one of %2$s, not '%3$s'")
                        .substituting(argument, allowed, name))
                }
                self.detent = detent
            case "--presentation":
                let allowed = Presentation.allCases.map(\.description).joined(separator: ", ")
                let name = try value(for: argument, allowed: allowed)
                guard let presentation = Presentation(name: name) else {
                    throw UsageError(description: translated("%1$s must be one of %2$s, not '%3$s'")
                        .substituting(argument, allowed, name))
                }
                self.presentation = presentation
            case "--open-page": opensPage = true
            case "--open-details": opensDetails = true
            case "--dark": dark = true
            case "--rtl": rightToLeft = true
            case "--motion-plot": showsMotionPlot = true
            case "--scale":
                let text = try value(for: argument, allowed: translated("1 or 2"))
                guard let scale = Int(text), scale == 1 || scale == 2 else {
                    throw UsageError(description: translated("%1$s must be 1 or 2, not '%2$s'").substituting(argument, text))
                }
                self.scale = scale
            case "--size":
                let text = try value(for: argument, allowed: translated("WIDTHxHEIGHT, e.g. 720x800"))
                let parts = text.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Int32(parts[0]), let h = Int32(parts[1]),
                      (200...8000).contains(w), (200...8000).contains(h)
                else {
                    throw UsageError(description: translated("%1$s must be WIDTHxHEIGHT, each 200 to 8000, not '%2$s'")
                        .substituting(argument, text))
                }
                width = w
                height = h
            case "--screenshot":
                screenshot = try value(for: argument, allowed: translated("a file name ending in .png"))
                guard screenshot!.hasSuffix(".png") else {
                    throw UsageError(description: translated("%1$s needs a file name ending in .png, not '%2$s'")
                        .substituting(argument, screenshot!))
                }
            case "--screenshot-at":
                let text = try value(for: argument, allowed: translated("seconds, 0.1 to 60"))
                guard let seconds = Double(text), (0.1...60).contains(seconds) else {
                    throw UsageError(description: translated("%1$s must be seconds from 0.1 to 60, not '%2$s'")
                        .substituting(argument, text))
                }
                screenshotTime = seconds
            case "--help", "-h": showHelp = true
            default:
                throw UsageError(description: translated("unknown option '%s' (see --help)").substituting(argument))
            }
        }
        if screenshotTime != nil && screenshot == nil {
            throw UsageError(description: translated("--screenshot-at needs --screenshot FILE"))
        }
        if detent == .peek && !scenario.hasPeek {
            let names = Scenario.allCases.filter(\.hasPeek).map(\.rawValue).joined(separator: ", ")
            // TRANSLATORS: %s is the scenarios' names, as they are typed ("container, player").
            throw UsageError(description: translated("--detent peek needs a scenario with a peek strip: %s").substituting(names))
        }
        if opensPage && !scenario.hasPages {
            throw UsageError(description: translated("--open-page needs a scenario with pages: share"))
        }
        if opensDetails && scenario != .share {
            throw UsageError(description: translated("--open-details needs the share scenario"))
        }
    }
}
