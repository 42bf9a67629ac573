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
extension SheetDriver {
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

    /// Remembers the offset of each of `lists` (by default the page's, `pageLists`);
    /// those in `atTheirEnd` are to be put at their end.
    func keepScrollOffsets(
        _ lists: [UnsafeMutablePointer<GtkAdjustment>]? = nil, atTheirEnd: [UnsafeMutablePointer<GtkAdjustment>] = []
    ) {
        releaseScrollOffsets()
        keptScrollOffsets = (lists ?? pageLists()).map { adjustment in
            g_object_ref(adjustment)
            return KeptScrollOffset(
                adjustment: adjustment, value: gtk_adjustment_get_value(adjustment),
                atEnd: atTheirEnd.contains(adjustment))
        }
    }

    /// Puts the kept offsets back after the sheet was allocated; lets go of them once no
    /// move between presentations runs. Returns whether one was put back: the sheet must
    /// then be allocated again, for the list to lay its rows out at the offset (and for
    /// GTK, which draws no widget whose allocation is pending).
    func restoreScrollOffsets() -> Bool {
        guard !keptScrollOffsets.isEmpty else { return false }
        var restored = false
        for kept in keptScrollOffsets where abs(gtk_adjustment_get_value(kept.adjustment) - kept.target) > 0.5 {
            gtk_adjustment_set_value(kept.adjustment, kept.target)
            restored = true
        }
        if presentationTransition == nil { releaseScrollOffsets() }
        return restored
    }

    /// Keeps the offsets the lists were scrolled to since the sheet was last laid out:
    /// called before it is laid out again.
    func keepScrollsSinceLastLayout() {
        for index in keptScrollOffsets.indices {
            let value = gtk_adjustment_get_value(keptScrollOffsets[index].adjustment)
            guard let laidOut = keptScrollOffsets[index].afterLayout, abs(value - laidOut) > 0.5 else { continue }
            keptScrollOffsets[index].value = value
            keptScrollOffsets[index].atEnd = false
        }
    }

    /// Notes the kept lists' offsets once the sheet is laid out.
    func noteScrollOffsetsAfterLayout() {
        for index in keptScrollOffsets.indices {
            keptScrollOffsets[index].afterLayout = gtk_adjustment_get_value(keptScrollOffsets[index].adjustment)
        }
    }

    func releaseScrollOffsets() {
        for kept in keptScrollOffsets { g_object_unref(kept.adjustment) }
        keptScrollOffsets = []
    }

    /// Remembers which of `lists` (the page's, `pageLists`) were scrolled to their end, as
    /// a motion begins (`MotionAllocation.isScrolledToEnd`).
    func rememberListsAtTheirEnd(among lists: [UnsafeMutablePointer<GtkAdjustment>]) {
        releaseListsAtTheirEnd()
        listsAtTheirEnd = lists.filter { adjustment in
            let lower = gtk_adjustment_get_lower(adjustment)
            let end = max(lower, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
            return MotionAllocation.isScrolledToEnd(offset: gtk_adjustment_get_value(adjustment), range: lower...end)
        }
        for adjustment in listsAtTheirEnd { g_object_ref(adjustment) }
    }

    func releaseListsAtTheirEnd() {
        for adjustment in listsAtTheirEnd { g_object_unref(adjustment) }
        listsAtTheirEnd = []
    }

    /// How far `lists` (the page's, `pageLists`) can grow before their offsets are
    /// clamped to a nearer end: the least room below the rows shown (infinite without a
    /// list). See `MotionAllocation`.
    static func scrollRoomBelowEnd(of lists: [UnsafeMutablePointer<GtkAdjustment>]) -> Double {
        lists.map { adjustment in
            let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            return max(0, end - gtk_adjustment_get_value(adjustment))
        }.min() ?? .infinity
    }

    /// The vertical adjustments of the scrolled windows in the page shown: the lists
    /// whose height follows the sheet's.
    func pageLists() -> [UnsafeMutablePointer<GtkAdjustment>] {
        guard let page = pages.current.map(pageWidget) else { return [] }
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

    private func collectScrolledWindows(
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
