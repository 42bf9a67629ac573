@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct BuilderTests {
    static let exampleUI = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../data/example.ui").standardized.path

    @Test func theExampleUIFileBuildsAWorkingSheet() throws {
        try gtkTest {
            // GtkBuilder finds the type by name once it is registered.
            _ = bs_bottom_sheet_get_type()
            let builder = gtk_builder_new_from_file(Self.exampleUI)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let object = try #require(gtk_builder_get_object(builder, "sheet"))
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(object)))
            #expect(sheet.title == "Opening hours")
            #expect(sheet.expandedFraction == 0.6)
            #expect(sheet.detent == .expanded)
            let content = gtk_builder_get_object(builder, "content")
            let hours = gtk_builder_get_object(builder, "hours")
            #expect(sheet.content.map(UnsafeMutableRawPointer.init) == content.map(UnsafeMutableRawPointer.init))
            #expect(sheet.sheetChild.map(UnsafeMutableRawPointer.init) == hours.map(UnsafeMutableRawPointer.init))

            // It works: shown in a window it rises to its content's height, and closes.
            let window = try TestWindow.open(width: 600, height: 800, child: sheet.widget)
            #expect(MainContext.iterate(until: { sheet.isAtRest && sheet.sheetHeight > 50 }))
            var natural: Int32 = 0
            gtk_widget_measure(sheet.sheetChild, GTK_ORIENTATION_VERTICAL, 600, nil, &natural, nil, nil)
            var handle: Int32 = 0
            gtk_widget_measure(dragHandle(of: sheet.object), GTK_ORIENTATION_VERTICAL, 600, nil, &handle, nil, nil)
            #expect(sheet.sheetHeight == Double(natural + handle), "exactly as tall as its content")
            var closed = 0
            let connection = sheet.onClosed { closed += 1 }
            defer { connection.disconnect() }
            sheet.close()
            #expect(MainContext.iterate(until: { closed == 1 }))
            #expect(sheet.detent == .dismissed)
            _ = window
        }
    }

    /// The presentation by its nick, and the numbers that place the sheet.
    static let adaptiveUI = """
        <interface>
          <object class="BsBottomSheet" id="sheet">
            <property name="modal">True</property>
            <property name="presentation">side</property>
            <property name="max-width">480</property>
            <property name="side-breakpoint">1200</property>
            <property name="align">0.25</property>
            <child type="content"><object class="GtkLabel"/></child>
            <child type="sheet"><object class="GtkLabel"><property name="label">Places</property></object></child>
          </object>
        </interface>
        """

    @Test func theBuilderSetsThePresentationByItsNickAndTheWidths() throws {
        try gtkTest {
            _ = bs_bottom_sheet_get_type()
            let builder = gtk_builder_new_from_string(Self.adaptiveUI, -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let object = try #require(gtk_builder_get_object(builder, "sheet"))
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(object)))
            #expect(sheet.presentation == .side)
            #expect(sheet.maxWidth == 480 && sheet.sideBreakpoint == 1200 && sheet.align == 0.25)
            let window = try TestWindow.open(width: 600, height: 800, child: sheet.widget)
            sheet.present()
            #expect(MainContext.iterate(until: { sheet.isAtRest && sheet.sheetHeight > 0 }))
            #expect(sheet.currentPresentation == .side, "pinned, even modal and on a narrow window")
            #expect(sheet.sheetHeight == 300, "a side panel at most half the window")
            _ = window
        }
    }

    /// A sheet over a sheet: the lower one is the upper one's content.
    static let stackedUI = """
        <interface>
          <object class="BsBottomSheet" id="details">
            <property name="title">Details</property>
            <child type="content">
              <object class="BsBottomSheet" id="share">
                <property name="title">Share</property>
                <property name="detent">expanded</property>
                <child type="content"><object class="GtkLabel"><property name="label">Photo</property></object></child>
                <child type="sheet"><object class="GtkEntry" id="message"/></child>
              </object>
            </child>
            <child type="sheet"><object class="GtkButton" id="done"><property name="label">Done</property></object></child>
          </object>
        </interface>
        """

    @Test func aSheetInTheContentOfAnotherIsCoveredWhileTheUpperIsOpen() throws {
        try gtkTest {
            _ = bs_bottom_sheet_get_type()
            let builder = gtk_builder_new_from_string(Self.stackedUI, -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let details = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(gtk_builder_get_object(builder, "details"))))
            let share = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(gtk_builder_get_object(builder, "share"))))
            let message = bs_widget_cast(UnsafeMutableRawPointer(try #require(gtk_builder_get_object(builder, "message"))))!
            #expect(details.content == share.widget)
            let window = try TestWindow.open(width: 600, height: 800, child: details.widget)
            #expect(MainContext.iterate(until: { share.isAtRest && share.detent == .expanded }))
            #expect(gtk_widget_grab_focus(message) != 0)
            details.present()
            #expect(MainContext.iterate(until: { details.isAtRest && details.detent == .expanded }))
            #expect(gtk_widget_get_can_target(share.widget) == 0 && Accessible.hidden(share.widget, is: true) == nil)
            details.close()
            #expect(MainContext.iterate(until: { details.isAtRest && details.detent == .dismissed }))
            #expect(share.detent == .expanded)
            #expect(gtk_widget_get_can_target(share.widget) != 0 && Accessible.hidden(share.widget, is: false) == nil)
            let focus = gtk_root_get_focus(gtk_widget_get_root(message))
            #expect(focus.map { $0 == message || gtk_widget_is_ancestor($0, message) != 0 } ?? false, "focus is back in the entry")
            _ = window
        }
    }

    /// `<child type="page">`: the first is the sheet's child (the root page), the next
    /// are pushed over it in order, each titled by its own `title` property when it has
    /// one (GtkColorButton has, in GTK 4.8) and untitled otherwise.
    static let pagesUI = """
        <interface>
          <object class="BsBottomSheet" id="sheet">
            <child type="content"><object class="GtkLabel" id="content"/></child>
            <child type="page"><object class="GtkLabel" id="root"><property name="label">Root</property></object></child>
            <child type="page"><object class="GtkColorButton" id="titled"><property name="title">Pin colour</property></object></child>
            <child type="page"><object class="GtkBox" id="untitled"/></child>
          </object>
        </interface>
        """

    @Test func pageChildrenMakeTheRootPageAndPushTheOthersInOrder() throws {
        try gtkTest {
            _ = bs_bottom_sheet_get_type()
            let builder = gtk_builder_new_from_string(Self.pagesUI, -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let object = try #require(gtk_builder_get_object(builder, "sheet"))
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(object)))
            @MainActor func widget(_ id: String) -> UnsafeMutableRawPointer? {
                gtk_builder_get_object(builder, id).map(UnsafeMutableRawPointer.init)
            }
            @MainActor func title() -> String {
                String(cString: gtk_label_get_text(OpaquePointer(SheetTestSeam(sheet.object)!.pageTitleLabel)))
            }
            #expect(sheet.content.map(UnsafeMutableRawPointer.init) == widget("content"))
            #expect(sheet.sheetChild.map(UnsafeMutableRawPointer.init) == widget("root"))
            #expect(sheet.pageCount == 3)
            #expect(sheet.visiblePage.map(UnsafeMutableRawPointer.init) == widget("untitled"))
            #expect(title() == "", "a GtkBox has no title")

            let window = try TestWindow.open(width: 600, height: 800, child: sheet.widget)
            var popped: [UnsafeMutableRawPointer] = []
            let connection = sheet.onPopped { popped.append(UnsafeMutableRawPointer($0)) }
            defer { connection.disconnect() }
            #expect(sheet.pop())
            #expect(sheet.visiblePage.map(UnsafeMutableRawPointer.init) == widget("titled"))
            #expect(title() == "Pin colour")
            #expect(sheet.pop())
            #expect(!sheet.pop(), "the root page is never popped")
            #expect(popped == [widget("untitled"), widget("titled")].compactMap { $0 })
            #expect(sheet.pageCount == 1)
            _ = window
        }
    }
}
