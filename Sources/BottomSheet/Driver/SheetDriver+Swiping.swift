import CBottomSheet
import CGtk
import SheetCore

/// The swipe back between pages, on the host's drag gesture (`SheetDriver+Dragging`):
/// sideways from the body's start edge, or anywhere on a page while a slide is under
/// way. It follows the pointer, and its release follows the sheet's own rules
/// (`PageStack.endSwipe`). Mirrored right to left.
extension SheetDriver {
    /// What a press on `pressed`, at `x` in the sheet, may do to the pages.
    func pageSwipe(pressed: UnsafeMutablePointer<GtkWidget>, x: Double, at time: Double) -> Press.PageSwipe? {
        let onPage = state.pages.shownPages.contains { id in
            let page = pageWidget(id)
            return pressed == page || gtk_widget_is_ancestor(pressed, page) != 0
        }
        guard onPage else { return nil }
        if state.pages.transition != nil {
            performPages { pages, time in
                _ = try pages.beginSwipe(fromStartEdge: false, at: time)
                return []
            }
            return .holdsSlide
        }
        // From the body's start edge, which in a side panel lies beside the grip.
        let grip = Double(gripWidth)
        let fromStart = (isRightToLeft ? Double(gtk_widget_get_width(sheet)) - x : x) - grip
        return state.pages.canPop && fromStart <= state.model.behavior.swipeBackEdgeWidth ? .possible : nil
    }

    /// A sideways drag claimed the press (`Press.Step.claimsSwipe`): the sheet stays
    /// where it is going, the pages follow the pointer; `begins` a swipe back, else the
    /// press takes over the slide it held.
    func swipeClaimed(_ gesture: OpaquePointer, begins: Bool) {
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        perform { model, time in try model.cancelDrag(at: time) }
        if begins {
            performPages { pages, time in
                _ = try pages.beginSwipe(fromStartEdge: true, at: time)
                return []
            }
        }
    }

    /// The pointer is `translation` px across from where the swipe was claimed.
    func swipeMoved(translation: Double, at time: Double) {
        let towardsEnd = isRightToLeft ? -translation : translation
        let width = Double(gtk_widget_get_width(sheet))
        performPages { pages, _ in
            try pages.swipe(to: towardsEnd, width: width, at: time)
            return []
        }
    }

    /// The swipe (or the press that held a slide) is let go.
    func swipeEnded(at time: Double) {
        let width = Double(gtk_widget_get_width(sheet))
        let focusInSheet = focusIsInSheet
        let front = state.pages.transition?.front.page
        performPages(thenFocus: { [self] in
            if focusInSheet, let front, !state.pages.contains(front) { returnFocus(from: front) }
        }) { pages, _ in try pages.endSwipe(width: width, at: time) }
    }

    var isRightToLeft: Bool { gtk_widget_get_direction(sheet) == GTK_TEXT_DIR_RTL }
}
