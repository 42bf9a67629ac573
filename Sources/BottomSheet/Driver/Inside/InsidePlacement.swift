import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// What the sheet's inside asks of the sheet (`SheetDriver` conforms).
@MainActor
protocol InsidePlacementHost: AnyObject {
    /// The sheet's state: the pages' slide.
    var state: SheetState<PageID> { get }
    /// How opaque the parts are drawn, growing out of the bottom bar
    /// (`SheetBottomBar.insideOpacity`).
    var insideOpacity: Double { get }
    /// The frame (`BsSheetPage`) a page sits in, while the sheet holds it.
    func frame(of page: PageID) -> UnsafeMutablePointer<GtkWidget>?
}

/// The sheet's inside: its parts in their order (handle, page header, the app's header,
/// the pages, the footer), measured, allocated where `SheetInside` puts them, moved
/// without a new layout while the sheet moves or a page slides, and drawn with the
/// slide's background and shade. These are the sheet widget's (`BsSheet`) measure,
/// size_allocate and snapshot.
///
/// The part owns where the parts were last laid out, how much of the sheet shows and
/// the slide's front page, and the app's header and footer slots' places among the
/// sheet's children.
@MainActor
final class InsidePlacement {
    private let widgets: SheetWidgets
    private weak var host: (any InsidePlacementHost)?
    /// Where the parts were last laid out, and which parts above the body were shown
    /// then; nil before the sheet's first allocation.
    private var layout: (inside: SheetInside, topsShown: [Bool])?
    /// How much of the sheet shows above the host's bottom edge, nil for all of it.
    private var shown: Double?
    /// The page in front of the slide shown (`showSlide`).
    private let slideFront = WeakWidget()

    init(widgets: SheetWidgets) {
        self.widgets = widgets
    }

    func install(for host: some InsidePlacementHost) {
        self.host = host
    }

    private var sheet: UnsafeMutablePointer<GtkWidget> { widgets.sheet }
    private var handle: UnsafeMutablePointer<GtkWidget> { widgets.handle }
    private var pageHeader: UnsafeMutablePointer<GtkWidget> { widgets.pageHeader }

    // MARK: The parts

    /// The app's widget in `slot` while it is still the sheet's child: an app that
    /// unparented it itself has taken it out.
    func slotWidget(_ slot: WeakWidget) -> UnsafeMutablePointer<GtkWidget>? {
        guard let widget = slot.widget, gtk_widget_get_parent(widget) == sheet else { return nil }
        return widget
    }

    /// The app's header in the sheet, if it has one.
    var header: UnsafeMutablePointer<GtkWidget>? { slotWidget(widgets.headerSlot) }
    /// The app's footer in the sheet, if it has one.
    var footer: UnsafeMutablePointer<GtkWidget>? { slotWidget(widgets.footerSlot) }

    /// Puts `newWidget` (no parent yet, or nil) in `slot` (the header's or the footer's),
    /// in its place among the sheet's children, which is also the order they are drawn
    /// and focused in: the header after the page header, the footer last. The widget
    /// there before is unparented.
    func place(_ newWidget: UnsafeMutablePointer<GtkWidget>?, in slot: WeakWidget) {
        let old = slotWidget(slot)
        guard old != newWidget else { return }
        if let old { gtk_widget_unparent(old) }
        slot.widget = newWidget
        guard let newWidget else { return }
        if slot === widgets.footerSlot {
            gtk_widget_insert_before(newWidget, sheet, nil)
        } else {
            gtk_widget_insert_after(newWidget, sheet, pageHeader)
        }
    }

    /// Adds a page's frame after the root page and the pages already there, before the footer.
    func addPageFrame(_ frame: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_insert_before(frame, sheet, footer)
    }

    /// Whether `part` is a page's frame (`BsSheetPage`): the root page or a pushed one.
    func isPageFrame(_ part: UnsafeMutablePointer<GtkWidget>) -> Bool {
        GLib.isInstance(UnsafeMutableRawPointer(part), of: bs_sheet_page_get_type())
    }

    /// The sheet's children, in order.
    var sheetParts: [UnsafeMutablePointer<GtkWidget>] { widgetChildren(of: sheet) }

    /// Whether the sheet is laid out as a side panel: the presentation the theme is shown
    /// (`showPresentation`). The placement shows it a new presentation before it measures
    /// the sheet for it, and keeps it in its geometry after (`SheetPlacement.presentation`).
    private var sheetIsSide: Bool { gtk_widget_has_css_class(sheet, BS_CSS_CLASS_SIDE) != 0 }

    /// Shows `presentation` to the theme: the CSS class `side` on the sheet and the
    /// bottom bar (the handle turned upright as a grip; the bar on a surface of its own,
    /// with no sheet under it). Their sizes change with it.
    func showPresentation(_ presentation: Presentation) {
        let side = presentation == .side
        guard side != sheetIsSide else { return }
        for part in [sheet, widgets.bottomBar] {
            if side { gtk_widget_add_css_class(part, BS_CSS_CLASS_SIDE) } else { gtk_widget_remove_css_class(part, BS_CSS_CLASS_SIDE) }
        }
        gtk_widget_queue_resize(sheet)
        gtk_widget_queue_resize(handle)
    }

    /// The side grip's width: the handle's natural width in a side panel.
    var gripWidth: Int32 {
        var natural: Int32 = 0
        if sheetIsSide, gtk_widget_get_visible(handle) != 0 {
            gtk_widget_measure(handle, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        }
        return natural
    }

    /// Whether `part` takes space: it exists, the app shows it, and the sheet has not
    /// put it aside (a covered page; the app's header under a pushed page).
    private func isShown(_ part: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let part else { return false }
        return gtk_widget_get_visible(part) != 0 && gtk_widget_get_child_visible(part) != 0
    }

    /// `part`'s natural height for `width` (no less than its minimum width when
    /// `atLeastMinimumWidth`); 0 when there is none or it is not shown.
    ///
    /// GTK measures a hidden widget 0 wide, so while the sheet is closed its minimum says
    /// nothing of its parts', and `width` can be less than a part needs. The layout
    /// measures at the minimum width at least (`GtkVersions.measuringWidth`); GTK's own
    /// measuring of the sheet passes its width on as it is.
    func naturalHeight(of part: UnsafeMutablePointer<GtkWidget>?, width: Int32, atLeastMinimumWidth: Bool = false) -> Int32 {
        guard let part, isShown(part) else { return 0 }
        let width = atLeastMinimumWidth ? GtkVersions.measuringWidth(for: part, width) : width
        var natural: Int32 = 0
        gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
        return natural
    }

    /// What never scrolls, at natural heights for `width`: the handle (at the bottom), the
    /// page header, the app's header and the footer.
    func chromeHeight(width: Int32, isSide: Bool, atLeastMinimumWidth: Bool) -> Double {
        func height(_ part: UnsafeMutablePointer<GtkWidget>?) -> Double {
            Double(naturalHeight(of: part, width: width, atLeastMinimumWidth: atLeastMinimumWidth))
        }
        return SheetInside.chromeHeight(
            handle: isSide ? 0 : height(handle), pageHeader: height(pageHeader), header: height(header),
            footer: height(footer))
    }

    // MARK: Measuring

    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let isSide = sheetIsSide
        let parts = sheetParts
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            // A side panel's grip lies beside the other parts: it adds its width across.
            let sizes: [(minimum: Double, natural: Double)] = parts.compactMap { part in
                guard gtk_widget_get_visible(part) != 0, !(isSide && part == handle) else { return nil }
                var minimum: Int32 = 0
                var natural: Int32 = 0
                gtk_widget_measure(part, orientation, forSize, &minimum, &natural, nil, nil)
                return (Double(minimum), Double(natural))
            }
            let width = SheetInside.measureWidth(parts: sizes, gripWidth: Double(gripWidth))
            return (Int32(width.minimum), Int32(width.natural))
        }
        let pages = parts.filter { isPageFrame($0) }.map { Double(naturalHeight(of: $0, width: forSize)) }
        let height = SheetInside.measureHeight(
            chrome: chromeHeight(width: forSize, isSide: isSide, atLeastMinimumWidth: false), pagesNatural: pages)
        return (Int32(height.minimum), Int32(height.natural))
    }

    // MARK: Allocating

    /// Lays the sheet's inside out at `width` × `height`.
    func allocate(width: Int32, height: Int32) {
        let isSide = sheetIsSide
        let grip = Double(gripWidth)
        let partsWidth = Int32(isSide ? SheetInside.partsWidth(sheetWidth: Double(width), gripWidth: grip) : Double(width))
        // Nil for a part not shown: one shown with no height is still allocated.
        func natural(_ part: UnsafeMutablePointer<GtkWidget>?, width: Int32) -> Double? {
            isShown(part) ? Double(naturalHeight(of: part, width: width)) : nil
        }
        let header = header
        let inside = SheetInside(
            width: Double(width), height: Double(height), isSide: isSide,
            isRightToLeft: gtk_widget_get_direction(sheet) == GTK_TEXT_DIR_RTL,
            handleHeight: isSide ? nil : natural(handle, width: width),
            pageHeaderHeight: natural(pageHeader, width: partsWidth), headerHeight: natural(header, width: partsWidth),
            footerHeight: natural(footer, width: partsWidth), gripWidth: grip)
        layout = (inside, topsShown)
        if isShown(handle), let frame = isSide ? inside.grip : inside.handle { allocate(handle, at: frame) }
        if let frame = inside.pageHeader, isShown(pageHeader) { allocate(pageHeader, at: frame) }
        if let header, let frame = inside.header, isShown(header) { allocate(header, at: frame) }
        allocatePages(inside)
        placeFooter(inside)
    }

    /// Which parts above the body are shown: the handle, the page header, the app's header.
    private var topsShown: [Bool] { [isShown(handle), isShown(pageHeader), isShown(header)] }

    private func allocate(_ part: UnsafeMutablePointer<GtkWidget>, at frame: SheetFrame) {
        var origin = graphene_point_t(x: Float(frame.x), y: Float(frame.y))
        gtk_widget_allocate(part, Int32(frame.width), Int32(frame.height), -1, gsk_transform_translate(nil, &origin))
    }

    /// Each shown page in the body's place, at its place in the slide under way.
    private func allocatePages(_ inside: SheetInside) {
        let slide = host?.state.pages.transition
        let front = slideFront.widget
        for part in sheetParts where isShown(part) && isPageFrame(part) {
            var minimum: Int32 = 0
            gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, Int32(inside.partsWidth), &minimum, nil, nil, nil)
            let role: SheetInside.PageRole = front == nil ? .still : part == front ? .front : .behind
            allocate(part, at: inside.page(role, progress: slide?.progress ?? 1, minimumHeight: Double(minimum)))
        }
    }

    /// The footer on the visible bottom edge.
    private func placeFooter(_ inside: SheetInside) {
        guard let footer, isShown(footer), let frame = inside.footer(shown: shown) else { return }
        allocate(footer, at: frame)
    }

    /// How much of the sheet's height shows above the host's bottom edge (nil: all of it).
    /// While the sheet moves it is allocated taller than it shows (`MotionAllocation`).
    ///
    /// Only the footer follows the edge shown, and it is moved here, at once: GTK does not
    /// lay out again a widget allocated at the same size, only moves it. Queueing an
    /// allocation of the sheet instead would go up to the window, which GTK would then lay
    /// out in every frame of a move. Before the sheet's first allocation there is nowhere to
    /// put it; that allocation does.
    func show(shown: Double?) {
        guard shown != self.shown else { return }
        self.shown = shown
        if let inside = layout?.inside, gtk_widget_get_width(sheet) > 0 { placeFooter(inside) }
    }

    /// Shows the pages' slide as the stack has it now. A frame of a slide under way only
    /// moves the pages, at the sizes they have: they are moved here, at once, as the footer
    /// is (`show(shown:)`), and the sheet is redrawn for the covered page's shade.
    /// A slide that starts or ends, or a push it reverses, may come with parts shown or put
    /// aside above the body (the page header for the app's): the sheet is laid out again
    /// then.
    func showSlide() {
        guard let host else { return }
        let front = host.state.pages.transition.flatMap { host.frame(of: $0.front.page) }
        let onlyMoves = front != nil && front == slideFront.widget && gtk_widget_get_width(sheet) > 0
            && layout?.topsShown == topsShown
        slideFront.widget = front
        if onlyMoves, let inside = layout?.inside {
            allocatePages(inside)
            gtk_widget_queue_draw(sheet)
        } else {
            gtk_widget_queue_allocate(sheet)
        }
    }

    // MARK: Drawing

    /// The parts in order; over the page under a slide, a shade as dark as the sliding
    /// page is far in, and under the sliding page the sheet's background colour (the one
    /// the sheet's CSS paints, `@theme_bg_color`): a page may have no background of its
    /// own, and the page under it must not show through. The pages end at the footer's
    /// top edge while the sheet is held taller than it shows.
    ///
    /// Growing out of the bottom bar, the parts fade in as the bar gives way (`BottomBar`).
    func snapshot(_ snapshot: OpaquePointer) {
        guard let host else { return }
        let opacity = host.insideOpacity
        guard opacity > 0 else { return }
        if opacity < 1 { gtk_snapshot_push_opacity(snapshot, opacity) }
        defer { if opacity < 1 { gtk_snapshot_pop(snapshot) } }
        let front = slideFront.widget
        let progress = host.state.pages.transition?.progress ?? 1
        let bottom = layout?.inside.pagesBottom(shown: shown)
        for part in sheetParts {
            let isPage = isPageFrame(part)
            let cut = bottom != nil && isPage
            if let bottom, cut {
                var clip = graphene_rect_t(
                    origin: graphene_point_t(x: 0, y: 0),
                    size: graphene_size_t(width: Float(gtk_widget_get_width(sheet)), height: Float(bottom)))
                gtk_snapshot_push_clip(snapshot, &clip)
            }
            var bounds = graphene_rect_t()
            if part == front, isShown(part), gtk_widget_compute_bounds(part, sheet, &bounds) != 0 {
                var background = GdkRGBA()
                if bs_widget_lookup_color(sheet, "theme_bg_color", &background) != 0 {
                    gtk_snapshot_append_color(snapshot, &background, &bounds)
                }
            }
            gtk_widget_snapshot_child(sheet, part, snapshot)
            if front != nil, part != front, isPage, isShown(part), progress > 0,
               gtk_widget_compute_bounds(part, sheet, &bounds) != 0 {
                var shade = GdkRGBA(red: 0, green: 0, blue: 0, alpha: Float(SheetInside.behindShade(progress: progress)))
                gtk_snapshot_append_color(snapshot, &shade, &bounds)
            }
            if cut { gtk_snapshot_pop(snapshot) }
        }
    }
}
