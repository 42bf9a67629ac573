@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// Bad values from the app: every numeric property set to NaN, ±infinity, negative,
/// zero and huge values, through each way an app sets it (the C function, the Swift
/// API, `g_object_set_property` as GtkBuilder and bindings do); an enum value that is
/// no `BsDetent`; text that is not UTF-8. Each is clamped or refused, with exactly one
/// warning that says which property and what it accepts, and the sheet goes on working.
///
/// These tests expect warnings: they take them from the capture (and check them) before
/// `gtkTest` looks, so only an unexpected one fails the test.
@MainActor
@Suite(.serialized)
struct BadValueTests {
    /// One numeric property: its name, range, and how each path sets it.
    struct NumberProperty: Sendable, CustomStringConvertible {
        let name: String
        let range: ClosedRange<Double>
        /// The range as the warning writes it.
        let rangeText: String
        var description: String { name }

        func setWithC(_ sheet: OpaquePointer, _ value: Double) {
            switch name {
            case "peek-height": bs_bottom_sheet_set_peek_height(sheet, value)
            case "expanded-fraction": bs_bottom_sheet_set_expanded_fraction(sheet, value)
            case "top-inset": bs_bottom_sheet_set_top_inset(sheet, value)
            case "max-width": bs_bottom_sheet_set_max_width(sheet, value)
            case "side-breakpoint": bs_bottom_sheet_set_side_breakpoint(sheet, value)
            case "align": bs_bottom_sheet_set_align(sheet, value)
            default: bs_bottom_sheet_set_dim_opacity(sheet, value)
            }
        }

        @MainActor
        func setWithSwift(_ sheet: BottomSheet, _ value: Double) {
            switch name {
            case "peek-height": sheet.peekHeight = value
            case "expanded-fraction": sheet.expandedFraction = value
            case "top-inset": sheet.topInset = value
            case "max-width": sheet.maxWidth = value
            case "side-breakpoint": sheet.sideBreakpoint = value
            case "align": sheet.align = value
            default: sheet.dimOpacity = value
            }
        }

        func get(_ sheet: OpaquePointer) -> Double {
            switch name {
            case "peek-height": bs_bottom_sheet_get_peek_height(sheet)
            case "expanded-fraction": bs_bottom_sheet_get_expanded_fraction(sheet)
            case "top-inset": bs_bottom_sheet_get_top_inset(sheet)
            case "max-width": bs_bottom_sheet_get_max_width(sheet)
            case "side-breakpoint": bs_bottom_sheet_get_side_breakpoint(sheet)
            case "align": bs_bottom_sheet_get_align(sheet)
            default: bs_bottom_sheet_get_dim_opacity(sheet)
            }
        }
    }

    nonisolated static let properties = [
        NumberProperty(name: "peek-height", range: 0...10000, rangeText: "from 0 to 10000"),
        NumberProperty(name: "expanded-fraction", range: 0...1, rangeText: "from 0 to 1"),
        NumberProperty(name: "top-inset", range: 0...10000, rangeText: "from 0 to 10000"),
        NumberProperty(name: "dim-opacity", range: 0...1, rangeText: "from 0 to 1"),
        NumberProperty(name: "max-width", range: 0...10000, rangeText: "from 0 to 10000"),
        NumberProperty(name: "side-breakpoint", range: 0...10000, rangeText: "from 0 to 10000"),
        NumberProperty(name: "align", range: 0...1, rangeText: "from 0 to 1"),
    ]

    /// How the app sets the value.
    enum Path: String, CaseIterable, Sendable, CustomStringConvertible {
        case cFunction = "C setter"
        case swiftAPI = "Swift API"
        case gObject = "g_object_set_property"
        var description: String { rawValue }
    }

    /// Values outside every numeric property's range, each with the value the property
    /// must hold afterwards (nil: unchanged).
    static func badValues(for property: NumberProperty) -> [(value: Double, becomes: Double?)] {
        let top = property.range.upperBound
        return [
            (.nan, nil),
            (.infinity, top), (-.infinity, 0),
            (-1, 0), (-1e-300, 0), (-1e300, 0), (-.greatestFiniteMagnitude, 0),
            (top + 0.5, top), (1e300, top), (.greatestFiniteMagnitude, top),
        ]
    }

    @Test(arguments: properties, Path.allCases)
    func aBadNumberIsClampedOrRefusedWithOneWarningNamingThePropertyAndItsRange(
        property: NumberProperty, path: Path
    ) throws {
        try gtkTest {
            let swiftSheet = BottomSheet()
            let sheet = swiftSheet.object
            let fixtureContent = ListFixture.stringList(rows: 200)
            swiftSheet.sheetChild = fixtureContent.scrolled
            for (value, becomes) in Self.badValues(for: property) {
                let before = property.get(sheet)
                switch path {
                case .cFunction: property.setWithC(sheet, value)
                case .swiftAPI: property.setWithSwift(swiftSheet, value)
                case .gObject: GObjectProperties.setDouble(sheet, property.name, value)
                }
                let messages = takeCapturedGtkMessages()
                let set = "\(property.name) = \(value) through the \(path)"
                #expect(messages.count == 1, "\(set): \(messages)")
                let message = messages.first ?? ""
                #expect(message.contains(property.name), "\(set): the warning does not name the property: \(message)")
                #expect(message.contains("BsBottomSheet:\(property.name)") && message.contains(property.rangeText),
                        "\(set): the warning does not say \(property.rangeText): \(message)")
                #expect(property.get(sheet) == (becomes ?? before), "\(set): the property is \(property.get(sheet))")
            }
            // After all that, the sheet still opens to where its detents say.
            _ = try TestWindow.open(width: 600, height: 800, child: swiftSheet.widget)
            try GtkGlobals.withoutAnimations {
                swiftSheet.present()
                try expectItComesToRest(sheet)
            }
        }
    }

    @Test(arguments: properties)
    func zeroAndEveryValueInsideTheRangeAreTakenAsTheyAreWithoutAWarning(property: NumberProperty) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            // Moves jump: this test is about values, not animations.
            try GtkGlobals.withoutAnimations {
                for value in [0, property.range.upperBound, property.range.upperBound / 3, -0.0, 0] {
                    property.setWithC(fixture.host, value)
                    #expect(property.get(fixture.host) == value)
                    bs_bottom_sheet_present(fixture.host)
                    try expectItComesToRest(fixture.host)
                    bs_bottom_sheet_force_close(fixture.host)
                    try expectItComesToRest(fixture.host)
                }
            }
        }
    }

    // MARK: The detent

    /// Raw values that are no BsDetent: past the last, and negative (all bits set).
    nonisolated static let notDetents: [UInt32] = [4, 7, 1000, UInt32.max]

    @Test(arguments: notDetents)
    func aDetentOutsideTheEnumFromCIsRefusedWithOneWarningListingTheDetents(raw: UInt32) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))
            let log = SheetEventLog(fixture.host)

            bs_bottom_sheet_set_detent(fixture.host, BsDetent(rawValue: raw))
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1, "\(messages)")
            #expect(messages.first?.contains("BsBottomSheet:detent") == true, "\(messages)")
            #expect(messages.first?.contains("dismissed, peek, expanded or full") == true, "\(messages)")
            // Nothing moved, nothing was said.
            #expect(fixture.detent == .expanded)
            MainContext.iterate(for: .milliseconds(50))
            #expect(fixture.sheetHeight == 400)
            #expect(log.take().isEmpty)
        }
    }

    @Test func aDetentOutsideTheEnumThroughGObjectIsRefusedByGLibWithOneWarningNamingTheProperty() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .full))
            GObjectProperties.setEnum(fixture.host, "detent", type: bs_detent_get_type(), raw: 7)
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1, "\(messages)")
            #expect(messages.first?.contains("'detent'") == true, "\(messages)")
            #expect(fixture.detent == .full)
        }
    }

    /// Raw values that are no BsPresentation.
    nonisolated static let notPresentations: [UInt32] = [3, 1000, UInt32.max]

    @Test(arguments: notPresentations)
    func aPresentationOutsideTheEnumFromCIsRefusedWithOneWarningListingThem(raw: UInt32) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200), width: 1280, configure: { bs_bottom_sheet_set_modal($0, 0) })
            #expect(fixture.open(at: .expanded))
            bs_bottom_sheet_set_presentation(fixture.host, BsPresentation(rawValue: raw))
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1, "\(messages)")
            #expect(messages.first?.contains("BsBottomSheet:presentation") == true, "\(messages)")
            #expect(messages.first?.contains("automatic, bottom or side") == true, "\(messages)")
            #expect(bs_bottom_sheet_get_presentation(fixture.host) == BS_PRESENTATION_AUTOMATIC)
            fixture.window.waitForDraw()
            #expect(bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_SIDE)
        }
    }

    @Test func askingForPeekWithoutAPeekHeightIsRefusedWithOneWarning() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_PEEK)
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1, "\(messages)")
            #expect(messages.first?.contains("peek") == true && messages.first?.contains("peek height") == true,
                    "\(messages)")
            #expect(fixture.detent == .expanded)
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    // MARK: Other properties

    @Test func readOnlyPropertiesRefuseAValueWithOneWarning() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))
            for name in ["progress", "sheet-height"] {
                GObjectProperties.setDouble(fixture.host, name, 12)
                let messages = takeCapturedGtkMessages()
                #expect(messages.count == 1 && messages[0].contains(name) && messages[0].contains("not writable"),
                        "\(messages)")
            }
            #expect(fixture.sheetHeight == 400)
            #expect(fixture.progress == 1)
        }
    }

    @Test func booleansTakeAnyNonZeroAsTrueAndReadBackAsOne() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            bs_bottom_sheet_set_modal(fixture.host, 0)
            bs_bottom_sheet_set_modal(fixture.host, 42)
            #expect(bs_bottom_sheet_get_modal(fixture.host) == 1)
            bs_bottom_sheet_set_can_close(fixture.host, -1)
            #expect(bs_bottom_sheet_get_can_close(fixture.host) == 1)
        }
    }

    @Test func aTitleThatIsNotUTF8IsRepairedWithOneWarningNamingTheTitle() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))
            // "Caf\xE9": Latin-1, as an app reading an old file might pass it.
            let latin1: [CChar] = [0x43, 0x61, 0x66, CChar(bitPattern: 0xE9), 0]
            latin1.withUnsafeBufferPointer { bs_bottom_sheet_set_title(fixture.host, $0.baseAddress) }
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1 && messages.first?.contains("BsBottomSheet:title") == true, "\(messages)")
            let title = bs_bottom_sheet_get_title(fixture.host)!
            #expect(g_utf8_validate(title, -1, nil) != 0, "the stored title is still not UTF-8")
            #expect(String(cString: title).hasPrefix("Caf"))
            // Shown and read out without any further complaint.
            fixture.window.waitForDraw()
        }
    }

    // MARK: Helpers

    /// Lets the sheet come to rest and checks it is exactly where its detent says.
    private func expectItComesToRest(_ sheet: OpaquePointer, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let widget = bs_widget_cast(UnsafeMutableRawPointer(sheet))!
        let rested = MainContext.iterate(until: { SheetTestSeam(sheet)?.isAnimating == false })
        #expect(rested, "the sheet never came to rest", sourceLocation: sourceLocation)
        gtk_test_widget_wait_for_draw(widget)
        let problems = SheetInvariants.always(sheet) + SheetInvariants.atRest(sheet)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}
