import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import GtkHelpers
import Testing

/// The Swift API and the C API are two faces of one GObject: a property set through
/// either (the C setter, `g_object_set` by name, or the Swift property) reads back
/// through the other and notifies the other's handlers, exactly once.
@MainActor
@Suite(.serialized)
struct TwoFacesTests {
    @Test(arguments: SheetProperty.allCases)
    func aPropertySetWithTheCSetterNotifiesSwift(_ property: SheetProperty) throws {
        try gtkTest {
            let sheet = BottomSheet()
            var notified = 0
            let connection = sheet.onNotify(property.rawValue) { notified += 1 }
            defer { connection.disconnect() }

            property.setWithC(sheet.object, property.changed)

            #expect(notified == 1)
            #expect(property.readWithSwift(sheet) == property.changed)
        }
    }

    @Test(arguments: SheetProperty.allCases)
    func aPropertySetByNameNotifiesSwift(_ property: SheetProperty) throws {
        try gtkTest {
            let sheet = BottomSheet()
            var notified = 0
            let connection = sheet.onNotify(property.rawValue) { notified += 1 }
            defer { connection.disconnect() }

            // g_object_set(), GtkBuilder and every language binding go this way.
            property.changed.set(on: sheet.object, name: property.rawValue)

            #expect(notified == 1)
            #expect(property.readWithSwift(sheet) == property.changed)
        }
    }

    @Test(arguments: SheetProperty.allCases)
    func aPropertySetFromSwiftNotifiesAHandlerConnectedInC(_ property: SheetProperty) throws {
        try gtkTest {
            let sheet = BottomSheet()
            let notified = CHandlerCount.notify(sheet.object, property.rawValue)
            defer { notified.disconnect() }

            property.setWithSwift(sheet, property.changed)

            #expect(notified.count == 1)
            #expect(property.readWithC(sheet.object) == property.changed)
        }
    }

    @Test func aDetentSetFromCReachesSwiftAndOneSetFromSwiftReachesC() throws {
        try gtkTest {
            let sheet = BottomSheet()
            sheet.sheetChild = gtk_label_new("In the sheet")
            _ = try TestWindow.open(width: 600, height: 800, child: sheet.widget)
            var swiftHeard: [Detent] = []
            let connection = sheet.onDetentChanged { swiftHeard.append($0) }
            defer { connection.disconnect() }
            let cHeard = CHandlerCount.detentChanged(sheet.object)
            defer { cHeard.disconnect() }

            bs_bottom_sheet_set_detent(sheet.object, BS_DETENT_FULL)
            #expect(swiftHeard == [.full])
            #expect(sheet.detent == .full)

            sheet.detent = .expanded
            #expect(cHeard.detents == [BS_DETENT_FULL, BS_DETENT_EXPANDED])
            #expect(bs_bottom_sheet_get_detent(sheet.object) == BS_DETENT_EXPANDED)
            #expect(swiftHeard == [.full, .expanded])
        }
    }

    @Test func aCloseRefusedThroughCIsHeardInSwift() throws {
        try gtkTest {
            let sheet = BottomSheet()
            sheet.sheetChild = gtk_label_new("In the sheet")
            _ = try TestWindow.open(width: 600, height: 800, child: sheet.widget)
            sheet.canClose = false
            var attempts = 0
            let connection = sheet.onCloseAttempt { attempts += 1 }
            defer { connection.disconnect() }

            bs_bottom_sheet_present(sheet.object)
            bs_bottom_sheet_close(sheet.object)

            #expect(attempts == 1)
            #expect(sheet.detent == .expanded, "a refused close leaves the sheet open")
        }
    }
}

/// A value of one of the sheet's properties, whatever its type.
enum PropertyValue: Equatable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case double(Double)
    case string(String)

    var description: String {
        switch self {
        case let .bool(flag): "\(flag)"
        case let .double(number): "\(number)"
        case let .string(text): "\"\(text)\""
        }
    }

    /// Sets the property called `name` to this value with `g_object_set_property`.
    @MainActor
    func set(on sheet: OpaquePointer, name: String) {
        var value = GValue()
        switch self {
        case let .bool(flag):
            g_value_init(&value, g_type_from_name("gboolean"))
            g_value_set_boolean(&value, flag ? 1 : 0)
        case let .double(number):
            g_value_init(&value, g_type_from_name("gdouble"))
            g_value_set_double(&value, number)
        case let .string(text):
            g_value_init(&value, g_type_from_name("gchararray"))
            g_value_set_string(&value, text)
        }
        defer { g_value_unset(&value) }
        g_object_set_property(bs_test_as_object(UnsafeMutableRawPointer(sheet)), name, &value)
    }
}

/// The writable scalar properties, by GObject name, each with its C and Swift accessors.
enum SheetProperty: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case modal
    case canClose = "can-close"
    case showDragHandle = "show-drag-handle"
    case peekHeight = "peek-height"
    case expandedFraction = "expanded-fraction"
    case topInset = "top-inset"
    case dimOpacity = "dim-opacity"
    case title
    case open
    case canOpen = "can-open"
    case fullWidth = "full-width"
    case revealBottomBar = "reveal-bottom-bar"

    var testDescription: String { rawValue }

    /// A value in range that differs from the default, so that setting it is a change.
    var changed: PropertyValue {
        switch self {
        case .modal, .canClose, .showDragHandle, .canOpen, .revealBottomBar: .bool(false)
        case .open, .fullWidth: .bool(true)
        case .peekHeight: .double(72)
        case .expandedFraction: .double(0.75)
        case .topInset: .double(12)
        case .dimOpacity: .double(0.25)
        case .title: .string("Filters")
        }
    }

    @MainActor
    func setWithC(_ sheet: OpaquePointer, _ value: PropertyValue) {
        switch (self, value) {
        case let (.modal, .bool(flag)): bs_bottom_sheet_set_modal(sheet, flag ? 1 : 0)
        case let (.canClose, .bool(flag)): bs_bottom_sheet_set_can_close(sheet, flag ? 1 : 0)
        case let (.showDragHandle, .bool(flag)): bs_bottom_sheet_set_show_drag_handle(sheet, flag ? 1 : 0)
        case let (.peekHeight, .double(number)): bs_bottom_sheet_set_peek_height(sheet, number)
        case let (.expandedFraction, .double(number)): bs_bottom_sheet_set_expanded_fraction(sheet, number)
        case let (.topInset, .double(number)): bs_bottom_sheet_set_top_inset(sheet, number)
        case let (.dimOpacity, .double(number)): bs_bottom_sheet_set_dim_opacity(sheet, number)
        case let (.title, .string(text)): bs_bottom_sheet_set_title(sheet, text)
        case let (.open, .bool(flag)): bs_bottom_sheet_set_open(sheet, flag ? 1 : 0)
        case let (.canOpen, .bool(flag)): bs_bottom_sheet_set_can_open(sheet, flag ? 1 : 0)
        case let (.fullWidth, .bool(flag)): bs_bottom_sheet_set_full_width(sheet, flag ? 1 : 0)
        case let (.revealBottomBar, .bool(flag)): bs_bottom_sheet_set_reveal_bottom_bar(sheet, flag ? 1 : 0)
        default: Issue.record("\(value) is not a value of \(rawValue)")
        }
    }

    @MainActor
    func readWithC(_ sheet: OpaquePointer) -> PropertyValue {
        switch self {
        case .modal: .bool(bs_bottom_sheet_get_modal(sheet) != 0)
        case .canClose: .bool(bs_bottom_sheet_get_can_close(sheet) != 0)
        case .showDragHandle: .bool(bs_bottom_sheet_get_show_drag_handle(sheet) != 0)
        case .peekHeight: .double(bs_bottom_sheet_get_peek_height(sheet))
        case .expandedFraction: .double(bs_bottom_sheet_get_expanded_fraction(sheet))
        case .topInset: .double(bs_bottom_sheet_get_top_inset(sheet))
        case .dimOpacity: .double(bs_bottom_sheet_get_dim_opacity(sheet))
        case .title: .string(String(cString: bs_bottom_sheet_get_title(sheet)))
        case .open: .bool(bs_bottom_sheet_get_open(sheet) != 0)
        case .canOpen: .bool(bs_bottom_sheet_get_can_open(sheet) != 0)
        case .fullWidth: .bool(bs_bottom_sheet_get_full_width(sheet) != 0)
        case .revealBottomBar: .bool(bs_bottom_sheet_get_reveal_bottom_bar(sheet) != 0)
        }
    }

    @MainActor
    func setWithSwift(_ sheet: BottomSheet, _ value: PropertyValue) {
        switch (self, value) {
        case let (.modal, .bool(flag)): sheet.isModal = flag
        case let (.canClose, .bool(flag)): sheet.canClose = flag
        case let (.showDragHandle, .bool(flag)): sheet.showsDragHandle = flag
        case let (.peekHeight, .double(number)): sheet.peekHeight = number
        case let (.expandedFraction, .double(number)): sheet.expandedFraction = number
        case let (.topInset, .double(number)): sheet.topInset = number
        case let (.dimOpacity, .double(number)): sheet.dimOpacity = number
        case let (.title, .string(text)): sheet.title = text
        case let (.open, .bool(flag)): sheet.isOpen = flag
        case let (.canOpen, .bool(flag)): sheet.canOpen = flag
        case let (.fullWidth, .bool(flag)): sheet.isFullWidth = flag
        case let (.revealBottomBar, .bool(flag)): sheet.revealsBottomBar = flag
        default: Issue.record("\(value) is not a value of \(rawValue)")
        }
    }

    @MainActor
    func readWithSwift(_ sheet: BottomSheet) -> PropertyValue {
        switch self {
        case .modal: .bool(sheet.isModal)
        case .canClose: .bool(sheet.canClose)
        case .showDragHandle: .bool(sheet.showsDragHandle)
        case .peekHeight: .double(sheet.peekHeight)
        case .expandedFraction: .double(sheet.expandedFraction)
        case .topInset: .double(sheet.topInset)
        case .dimOpacity: .double(sheet.dimOpacity)
        case .title: .string(sheet.title)
        case .open: .bool(sheet.isOpen)
        case .canOpen: .bool(sheet.canOpen)
        case .fullWidth: .bool(sheet.isFullWidth)
        case .revealBottomBar: .bool(sheet.revealsBottomBar)
        }
    }
}

/// A signal handler connected the way a C app connects one: a C function and a
/// user-data pointer, with no Swift API in between. Counts the emissions and keeps
/// `detent-changed`'s argument.
@MainActor
final class CHandlerCount {
    private(set) var count = 0
    private(set) var detents: [BsDetent] = []
    private let instance: OpaquePointer
    private var handlerID: gulong = 0

    private init(_ instance: OpaquePointer) { self.instance = instance }

    /// Counts `notify::property`. The handler holds no reference: `disconnect()` before
    /// this object goes away.
    static func notify(_ sheet: OpaquePointer, _ property: String) -> CHandlerCount {
        let counter = CHandlerCount(sheet)
        let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            fromGtk(data) { data in
                guard let data else { return }
                Unmanaged<CHandlerCount>.fromOpaque(data).takeUnretainedValue().count += 1
            }
        }
        counter.connect("notify::\(property)", unsafeBitCast(handler, to: GCallback.self))
        return counter
    }

    /// Records each `detent-changed (BsDetent)`.
    static func detentChanged(_ sheet: OpaquePointer) -> CHandlerCount {
        let counter = CHandlerCount(sheet)
        let handler: @convention(c) (gpointer?, UInt32, gpointer?) -> Void = { _, detent, data in
            fromGtk(data) { data in
                guard let data else { return }
                let counter = Unmanaged<CHandlerCount>.fromOpaque(data).takeUnretainedValue()
                counter.count += 1
                counter.detents.append(BsDetent(rawValue: detent))
            }
        }
        counter.connect("detent-changed", unsafeBitCast(handler, to: GCallback.self))
        return counter
    }

    func disconnect() {
        guard handlerID != 0 else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(instance), handlerID)
        handlerID = 0
    }

    private func connect(_ signal: String, _ handler: GCallback) {
        handlerID = g_signal_connect_data(
            UnsafeMutableRawPointer(instance), signal, handler,
            Unmanaged.passUnretained(self).toOpaque(), nil, GLibFlags.connectDefault)
    }
}
