import SheetCore

/// The demo's command line:
///
///     bottom-sheet-demo [--scenario container|fit|list|million|form]
///                       [--detent dismissed|peek|expanded|full]
///                       [--dark] [--rtl] [--scale 2] [--size WIDTHxHEIGHT]
///                       [--screenshot FILE.png]
struct DemoOptions: Equatable {
    var scenario: Scenario = .list
    var detent: Detent?
    var dark = false
    var rightToLeft = false
    var scale = 1
    var width: Int32 = 720
    var height: Int32 = 800
    var screenshot: String?
    var showHelp = false

    /// A bad option or value: printed as one line, exit code 2.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        Usage: bottom-sheet-demo [OPTION…]

        Shows the bottom sheet in one of its scenarios.

          --scenario NAME     container, fit, list, million or form (default: list)
          --detent NAME       dismissed, peek, expanded or full: where the sheet starts
          --dark              use the dark style
          --rtl               lay out right to left
          --scale N           device scale: 1 or 2
          --size WxH          window size in pixels (default: 720x800)
          --screenshot FILE   write the window to FILE (PNG) once the sheet rests, then exit
          --help              show this help
        """

    init() {}

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        func value(for option: String, allowed: String) throws(UsageError) -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(option) needs a value: \(allowed)")
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--scenario":
                let allowed = Scenario.allCases.map(\.rawValue).joined(separator: ", ")
                let name = try value(for: argument, allowed: allowed)
                guard let scenario = Scenario(rawValue: name) else {
                    throw UsageError(description: "--scenario must be one of \(allowed), not '\(name)'")
                }
                self.scenario = scenario
            case "--detent":
                let allowed = Detent.allCases.map(\.description).joined(separator: ", ")
                let name = try value(for: argument, allowed: allowed)
                guard let detent = Detent(name: name) else {
                    throw UsageError(description: "--detent must be one of \(allowed), not '\(name)'")
                }
                self.detent = detent
            case "--dark": dark = true
            case "--rtl": rightToLeft = true
            case "--scale":
                let text = try value(for: argument, allowed: "1 or 2")
                guard let scale = Int(text), scale == 1 || scale == 2 else {
                    throw UsageError(description: "--scale must be 1 or 2, not '\(text)'")
                }
                self.scale = scale
            case "--size":
                let text = try value(for: argument, allowed: "WIDTHxHEIGHT, e.g. 720x800")
                let parts = text.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Int32(parts[0]), let h = Int32(parts[1]),
                      (200...8000).contains(w), (200...8000).contains(h)
                else {
                    throw UsageError(description: "--size must be WIDTHxHEIGHT, each 200 to 8000, not '\(text)'")
                }
                width = w
                height = h
            case "--screenshot":
                screenshot = try value(for: argument, allowed: "a file name ending in .png")
                guard screenshot!.hasSuffix(".png") else {
                    throw UsageError(description: "--screenshot needs a file name ending in .png, not '\(screenshot!)'")
                }
            case "--help", "-h": showHelp = true
            default:
                throw UsageError(description: "unknown option '\(argument)' (see --help)")
            }
        }
        if detent == .peek && !scenario.hasPeek {
            throw UsageError(description: "--detent peek needs a scenario with a peek strip: container")
        }
    }
}
