@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// `adaptive.md` on a real window: for each presentation, at window widths 360, 640,
/// 720, 1280 and 1920 and heights 360 and 800, left to right and right to left, the
/// sheet's width, its place across and its detent heights; and the properties that
/// choose them.
@MainActor
@Suite(.serialized)
struct AdaptiveLayoutTests {
    static let sizes: [(width: Int32, height: Int32)] =
        [360, 640, 720, 1280, 1920].flatMap { width in [360, 800].map { (Int32(width), Int32($0)) } }

    /// How the app sets the sheet up: automatic (modal or not), or pinned.
    enum Setup: String, CaseIterable, Sendable, CustomStringConvertible {
        case automaticModal, automaticNonModal, pinnedBottom, pinnedSide
        var description: String { rawValue }

        func apply(_ host: OpaquePointer) {
            bs_bottom_sheet_set_modal(host, self == .automaticModal ? 1 : 0)
            switch self {
            case .pinnedBottom: bs_bottom_sheet_set_presentation(host, BS_PRESENTATION_BOTTOM)
            case .pinnedSide: bs_bottom_sheet_set_presentation(host, BS_PRESENTATION_SIDE)
            default: bs_bottom_sheet_set_presentation(host, BS_PRESENTATION_AUTOMATIC)
            }
        }

        func expectsSide(width: Int32, height: Int32) -> Bool {
            switch self {
            case .automaticModal, .pinnedBottom: false
            case .pinnedSide: true
            case .automaticNonModal: width >= 900 && height >= 360
            }
        }
    }

    @Test(arguments: Setup.allCases, [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func eachWindowSizeGetsTheSpecsWidthPlaceAndDetents(setup: Setup, direction: GtkTextDirection) throws {
        try gtkTest {
            try GtkGlobals.withDefaultDirection(direction) {
                try GtkGlobals.withoutAnimations {
                    // A child far taller than any window: the detents are the window's.
                    let fixture = try SheetFixture.open(.box(height: 3000), width: 360, height: 360, configure: setup.apply)
                    #expect(fixture.open(at: .full))
                    let rtl = direction == GTK_TEXT_DIR_RTL
                    for size in Self.sizes {
                        #expect(fixture.resizeWindow(width: size.width, height: size.height))
                        #expect(fixture.settle(at: .full))
                        let name = "\(setup) \(rtl ? "RTL" : "LTR") at \(size.width)×\(size.height)"
                        let width = Double(size.width), height = Double(size.height)
                        let bounds = fixture.sheetBounds
                        let side = setup.expectsSide(width: size.width, height: size.height)
                        #expect(bs_bottom_sheet_get_current_presentation(fixture.host)
                                == (side ? BS_PRESENTATION_SIDE : BS_PRESENTATION_BOTTOM), "\(name)")
                        if side {
                            // 320 px (the box has no width of its own), at most half the window.
                            let panel = min(320, width / 2).rounded()
                            let minimum = Double(minimumWidth(fixture.sheet))
                            let expectedWidth = max(panel, minimum)
                            #expect(Double(bounds.size.width) == expectedWidth, "\(name): width")
                            #expect(Double(bounds.origin.x) == (rtl ? 0 : width - panel), "\(name): docked to the end edge")
                            #expect(bounds.origin.y == 0 && Double(bounds.size.height) == height, "\(name): full height")
                            #expect(fixture.sheetHeight == panel, "\(name): the whole panel is shown")
                            #expect(fixture.detent == .full, "\(name): the detent it had at the bottom")
                        } else {
                            let sheetWidth = min(width, 640)
                            #expect(Double(bounds.size.width) == sheetWidth, "\(name): width")
                            #expect(Double(bounds.origin.x) == ((width - sheetWidth) / 2).rounded(), "\(name): centred")
                            // full = H - top inset (40); expanded = half the window.
                            let full = height - 40
                            #expect(fixture.sheetHeight == full, "\(name): full")
                            #expect(Double(bounds.origin.y) == height - full, "\(name): bottom edge on the window's")
                            #expect(SheetTestSeam(fixture.host)!.model.layout.expandedHeight == (height / 2).rounded(.down),
                                    "\(name): expanded")
                        }
                    }
                }
            }
        }
    }

    @Test func aNonModalSidePanelMakesRoomForTheContentAndAModalOneLiesOverIt() throws {
        try gtkTest {
            try GtkGlobals.withoutAnimations {
                let fixture = try SheetFixture.open(
                    .box(height: 3000), width: 1280, height: 800, configure: { bs_bottom_sheet_set_modal($0, 0) })
                #expect(fixture.open(at: .expanded))
                #expect(fixture.settle(at: .expanded))
                #expect(bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_SIDE)
                let content = bs_bottom_sheet_get_content(fixture.host)!
                #expect(gtk_widget_get_width(content) == 1280 - 320, "the content is beside the panel")
                bs_bottom_sheet_set_presentation(fixture.host, BS_PRESENTATION_SIDE)
                bs_bottom_sheet_set_modal(fixture.host, 1)
                #expect(fixture.settle(at: .expanded))
                #expect(gtk_widget_get_width(content) == 1280, "the content is under the modal panel")
                #expect(gtk_widget_get_visible(scrim(of: fixture.host)) != 0, "dimmed")
            }
        }
    }

    @Test func maxWidthAndAlignPlaceTheBottomSheet() throws {
        try gtkTest {
            try GtkGlobals.withoutAnimations {
                let fixture = try SheetFixture.open(.box(height: 3000), width: 1280, height: 800)
                #expect(fixture.open(at: .expanded))
                bs_bottom_sheet_set_max_width(fixture.host, 0)
                #expect(fixture.settle(at: .expanded))
                #expect(fixture.sheetBounds.size.width == 1280, "0 is no maximum")
                bs_bottom_sheet_set_max_width(fixture.host, 500)
                bs_bottom_sheet_set_align(fixture.host, 1)
                #expect(fixture.settle(at: .expanded))
                let bounds = fixture.sheetBounds
                #expect(bounds.size.width == 500 && bounds.origin.x == 780, "at the end edge")
                bs_bottom_sheet_set_align(fixture.host, 0)
                #expect(fixture.settle(at: .expanded))
                #expect(fixture.sheetBounds.origin.x == 0, "at the start edge")
            }
        }
    }

    @Test func theDetentsAreMeasuredAtTheSheetsWidth() throws {
        try gtkTest {
            try GtkGlobals.withoutAnimations {
                // A label that wraps: narrower means taller.
                let text = String(repeating: "A sheet narrower than its window wraps its text at its own width. ", count: 30)
                let label = gtk_label_new(text)!
                gtk_label_set_wrap(OpaquePointer(label), 1)
                gtk_label_set_max_width_chars(OpaquePointer(label), 1000)
                let fixture = try SheetFixture.open(.widget(label), width: 1280, height: 800)
                #expect(fixture.open(at: .full))
                var natural640: Int32 = 0
                gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, 640, nil, &natural640, nil, nil)
                #expect(fixture.sheetHeight == Double(natural640 + fixture.handleHeight),
                        "full fits the text wrapped at 640 px, not at 1280")
            }
        }
    }

    @Test func thePropertiesHaveTheirDefaultsAndNotifyOnceWhenTheyChange() throws {
        try gtkTest {
            let sheet = BottomSheet()
            #expect(sheet.presentation == .automatic && sheet.currentPresentation == .bottom)
            #expect(sheet.maxWidth == 640 && sheet.sideBreakpoint == 900 && sheet.align == 0.5)
            #expect(bs_bottom_sheet_get_presentation(sheet.object) == BS_PRESENTATION_AUTOMATIC)
            #expect(GObjectProperties.double(sheet.object, "max-width") == 640)
            let recorders = ["max-width", "side-breakpoint", "align"].map { name in
                NotifyRecorder(sheet.object, property: name, read: { GObjectProperties.double($0, name) })
            }
            let presentationNotifies = NotifyRecorder(
                sheet.object, property: "presentation", read: { Double(bs_bottom_sheet_get_presentation($0).rawValue) })
            for _ in 0..<2 {
                sheet.maxWidth = 480
                sheet.sideBreakpoint = 1100
                sheet.align = 0
                sheet.presentation = .side
            }
            #expect(recorders.map(\.values) == [[480], [1100], [0]], "one notify each, none for the same value again")
            #expect(presentationNotifies.values == [Double(BS_PRESENTATION_SIDE.rawValue)])
            (recorders + [presentationNotifies]).forEach { $0.stop() }
        }
    }

    @Test func currentPresentationNotifiesWhenTheWindowCrossesTheBreakpoint() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(
                .list(rows: 200), width: 600, height: 800, configure: { bs_bottom_sheet_set_modal($0, 0) })
            #expect(fixture.open(at: .expanded))
            let notifies = NotifyRecorder(
                fixture.host, property: "current-presentation",
                read: { Double(bs_bottom_sheet_get_current_presentation($0).rawValue) })
            defer { notifies.stop() }
            let side = Double(BS_PRESENTATION_SIDE.rawValue), bottom = Double(BS_PRESENTATION_BOTTOM.rawValue)
            #expect(fixture.resizeWindow(width: 1280, height: 800))
            #expect(fixture.settle(at: .expanded))
            #expect(bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_SIDE)
            #expect(notifies.values == [side])
            // A pixel back and forth at the breakpoint: one change per crossing.
            for width: Int32 in [899, 900, 900, 899] {
                #expect(fixture.resizeWindow(width: width, height: 800))
            }
            #expect(fixture.settle(at: .expanded))
            #expect(notifies.values == [side, bottom, side, bottom], "once per crossing")
            #expect(bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_BOTTOM)
        }
    }
}

@MainActor
private func minimumWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
    var minimum: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    return minimum
}
