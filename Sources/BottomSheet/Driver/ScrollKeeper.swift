import CGtk
import SheetCore

/// A change of presentation resizes the page shown (a 400-px bottom sheet becomes an
/// 800-px side panel), and so do the start and the end of a motion (see
/// `MotionAllocation`). GtkListView keeps its place by an anchor row at a fraction of
/// its height, so a new height moves its scroll offset (8 px in `AdaptiveContinuityTests`
/// for a row scrolled part way out). The offsets of the page's scrolled windows are
/// kept across the new allocation, and across a move between presentations until it
/// has ended: each layout in between puts them back. A list that was at its end when a
/// motion began that ends no lower is put at its end instead (`MotionAllocation.endedNoLower`).
///
/// A list view moves its offset only as it is laid out; a change between two layouts is
/// a scroll by the app or the user, and the offset it scrolled to is kept from then on.
@MainActor
final class ScrollKeeper {
    /// One scrolled window's offset to put back after a new allocation.
    struct KeptScrollOffset {
        /// Its vertical adjustment, with a reference.
        let adjustment: UnsafeMutablePointer<GtkAdjustment>
        var value: Double
        /// Put it at its end, wherever that now is, rather than at `value`.
        var atEnd: Bool
        /// Its offset when the sheet was last laid out; nil before that.
        var afterLayout: Double? = nil

        /// Where the adjustment goes, for the page size and upper bound it has now.
        var target: Double {
            atEnd ? gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) : value
        }
    }

    /// The offsets kept across a new allocation and a change of presentation, each
    /// adjustment with a reference.
    private var kept: [KeptScrollOffset] = []
    /// The lists (their vertical adjustments, each with a reference) that were at their
    /// end when the motion under way began.
    private var atTheirEnd: [UnsafeMutablePointer<GtkAdjustment>] = []

    /// Whether offsets are kept now.
    var isKeeping: Bool { !kept.isEmpty }

    /// Remembers the offset of each of `lists`; those that were at their end when the
    /// motion began (`rememberListsAtTheirEnd`) are put at their end when
    /// `endedNoLower` (`MotionAllocation.endedNoLower`).
    func keep(_ lists: [UnsafeMutablePointer<GtkAdjustment>], endedNoLower: Bool = false) {
        releaseOffsets()
        kept = lists.map { adjustment in
            g_object_ref(adjustment)
            return KeptScrollOffset(
                adjustment: adjustment, value: gtk_adjustment_get_value(adjustment),
                atEnd: endedNoLower && atTheirEnd.contains(adjustment))
        }
    }

    /// Puts the kept offsets back after the sheet was allocated; lets go of them unless
    /// `keepingOn` (a move between presentations runs). Returns whether one was put
    /// back: the sheet must then be allocated again, for the list to lay its rows out at
    /// the offset (and for GTK, which draws no widget whose allocation is pending).
    func restore(keepingOn: Bool) -> Bool {
        guard !kept.isEmpty else { return false }
        var restored = false
        for each in kept where abs(gtk_adjustment_get_value(each.adjustment) - each.target) > 0.5 {
            gtk_adjustment_set_value(each.adjustment, each.target)
            restored = true
        }
        if !keepingOn { releaseOffsets() }
        return restored
    }

    /// Keeps the offsets the lists were scrolled to since the sheet was last laid out:
    /// called before it is laid out again.
    func keepScrollsSinceLastLayout() {
        for index in kept.indices {
            let value = gtk_adjustment_get_value(kept[index].adjustment)
            guard let laidOut = kept[index].afterLayout, abs(value - laidOut) > 0.5 else { continue }
            kept[index].value = value
            kept[index].atEnd = false
        }
    }

    /// Notes the kept lists' offsets once the sheet is laid out.
    func noteOffsetsAfterLayout() {
        for index in kept.indices {
            kept[index].afterLayout = gtk_adjustment_get_value(kept[index].adjustment)
        }
    }

    /// Remembers which of `lists` were scrolled to their end, as a motion begins
    /// (`MotionAllocation.isScrolledToEnd`).
    func rememberListsAtTheirEnd(among lists: [UnsafeMutablePointer<GtkAdjustment>]) {
        releaseListsAtTheirEnd()
        atTheirEnd = lists.filter { adjustment in
            let lower = gtk_adjustment_get_lower(adjustment)
            let end = max(lower, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
            return MotionAllocation.isScrolledToEnd(offset: gtk_adjustment_get_value(adjustment), range: lower...end)
        }
        for adjustment in atTheirEnd { g_object_ref(adjustment) }
    }

    func releaseListsAtTheirEnd() {
        for adjustment in atTheirEnd { g_object_unref(adjustment) }
        atTheirEnd = []
    }

    /// How far `lists` (the page's, `lists(in:)`) can grow before their
    /// offsets are clamped to a nearer end: the least room below the rows shown (infinite
    /// without a list). See `MotionAllocation`.
    static func roomBelowEnd(of lists: [UnsafeMutablePointer<GtkAdjustment>]) -> Double {
        lists.map { adjustment in
            let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            return max(0, end - gtk_adjustment_get_value(adjustment))
        }.min() ?? .infinity
    }

    /// Lets go of everything it keeps (the host's dispose).
    func releaseAll() {
        releaseOffsets()
        releaseListsAtTheirEnd()
    }

    private func releaseOffsets() {
        for each in kept { g_object_unref(each.adjustment) }
        kept = []
    }
}

/// Finding a page's lists.
extension ScrollKeeper {
    /// The vertical adjustments of the scrolled windows in `page`: the lists whose
    /// height follows the sheet's.
    static func lists(in page: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkAdjustment>] {
        var found: [UnsafeMutablePointer<GtkAdjustment>] = []
        collectScrolledWindows(in: page, into: &found)
        return found
    }

    /// The rows of these lay out at their own content's height, never the sheet's, and
    /// there can be hundreds of them: a scrolled window in a row is no list to keep.
    private static let rowContainers: [GType] = [
        gtk_list_view_get_type(), gtk_grid_view_get_type(), gtk_column_view_get_type(), gtk_list_box_get_type(),
        gtk_flow_box_get_type(),
    ]

    private static func collectScrolledWindows(
        in widget: UnsafeMutablePointer<GtkWidget>, into found: inout [UnsafeMutablePointer<GtkAdjustment>]
    ) {
        let instance = UnsafeMutableRawPointer(widget)
        if GLib.isInstance(instance, of: gtk_scrolled_window_get_type()),
           let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)) {
            found.append(adjustment)
        }
        if Self.rowContainers.contains(where: { GLib.isInstance(instance, of: $0) }) { return }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectScrolledWindows(in: current, into: &found)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
