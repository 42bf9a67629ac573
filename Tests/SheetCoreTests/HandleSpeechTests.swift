import Testing
@testable import SheetCore

/// What the drag handle says and what is announced besides (`SheetStatus.handleWords`,
/// `SheetStatus.announcement`): each change of where the sheet is is said once, by the
/// handle's description where the toolkit cannot announce, by an announcement where the
/// description would not be heard.
@Suite("What a screen reader hears of where the sheet is")
struct HandleSpeechTests {
    static let half = HandleWords(position: .halfHeight, target: .fullHeight)
    static let full = HandleWords(position: .fullHeight, target: .halfHeight)
    static let closed = HandleWords(position: .closed, target: nil)

    /// The publisher's part: the words the handle holds after each status in turn.
    struct Handle {
        let announcing: Bool
        var shown: HandleWords?
        var status: SheetStatus?
        /// What was announced, in order.
        var announced: [HandleWords] = []

        init(announcing: Bool) { self.announcing = announcing }

        mutating func show(_ now: SheetStatus, handleHasFocus: Bool) {
            if let status, let words = now.announcement(since: status, announcing: announcing,
                                                        handleHasFocus: handleHasFocus) {
                announced.append(words)
            }
            shown = now.handleWords(announcing: announcing, shown: shown)
            status = now
        }
    }

    @Test func withoutAnnouncementsTheHandleSaysEveryPositionItselfClosedToo() throws {
        var model = restingModel(at: .dismissed)
        var handle = Handle(announcing: false)
        handle.show(model.status, handleHasFocus: false)
        #expect(handle.shown == Self.closed)
        try model.present(at: 0)
        handle.show(model.status, handleHasFocus: true)
        #expect(handle.shown == Self.half)
        try model.move(to: .full, at: 0.5)
        handle.show(model.status, handleHasFocus: true)
        #expect(handle.shown == Self.full)
        try model.requestClose(at: 1)
        handle.show(model.status, handleHasFocus: true)
        #expect(handle.shown == Self.closed, "the focused handle says it as the sheet sets off")
        #expect(handle.announced.isEmpty)
    }

    /// Opening changes none of what the handle says (its words, like its expanded state):
    /// focus landing on it reads them, once. Closing is announced, and the handle keeps
    /// its words while it slides away with focus on it.
    @Test func withAnnouncementsAClosedHandleSaysWhereTheSheetOpensAndTheClosingIsAnnounced() throws {
        var model = restingModel(at: .dismissed)
        var handle = Handle(announcing: true)
        handle.show(model.status, handleHasFocus: false)
        #expect(handle.shown == Self.half, "a closed sheet's handle says where presenting opens it")
        try model.present(at: 0)
        handle.show(model.status, handleHasFocus: false)
        #expect(handle.shown == Self.half, "unchanged as the sheet opens")
        #expect(handle.announced.isEmpty, "opening is heard as focus lands on the handle")
        model.settle(from: 0)

        try model.move(to: .full, at: 1)
        handle.show(model.status, handleHasFocus: true)
        #expect(handle.shown == Self.full)
        #expect(handle.announced.isEmpty, "the focused handle's description change is read")
        model.settle(from: 1)

        try model.requestClose(at: 2)
        handle.show(model.status, handleHasFocus: true)
        #expect(handle.shown == Self.full, "kept while the sheet slides away with focus on the handle")
        #expect(handle.announced == [Self.closed])
        try model.advance(to: 2.05)
        handle.show(model.status, handleHasFocus: true)
        #expect(handle.shown == Self.full && handle.announced == [Self.closed], "said once")
        model.settle(from: 2.05)
        #expect(!model.isVisible)
        handle.show(model.status, handleHasFocus: false)
        #expect(handle.shown == Self.half, "off screen, the handle says where the sheet opens again")
        #expect(handle.announced == [Self.closed])
    }

    @Test func withAnnouncementsAMoveIsAnnouncedUnlessTheHandleHasFocus() throws {
        var model = restingModel(at: .expanded)
        var handle = Handle(announcing: true)
        handle.show(model.status, handleHasFocus: false)
        try model.move(to: .full, at: 0)
        handle.show(model.status, handleHasFocus: false)
        #expect(handle.announced == [Self.full], "focus elsewhere (in the list, say): announced")
        try model.move(to: .expanded, at: 1)
        handle.show(model.status, handleHasFocus: true)
        #expect(handle.announced == [Self.full], "focus on the handle: its description is read instead")
        #expect(handle.shown == Self.half)
    }

    @Test func withAnnouncementsAJumpToClosedChangesTheWordsAtOnceAndIsAnnouncedOnce() throws {
        var model = restingModel(at: .full, animated: false)
        var handle = Handle(announcing: true)
        handle.show(model.status, handleHasFocus: true)
        try model.requestClose(at: 0)
        #expect(!model.isVisible, "animations off: the sheet is gone at once, and focus with it")
        handle.show(model.status, handleHasFocus: false)
        #expect(handle.shown == Self.half)
        #expect(handle.announced == [Self.closed])
    }

    /// Closed to its bottom bar, the sheet stays on screen as the bar, which takes focus
    /// at once: the handle, out of reach under it, says where the bar opens the sheet.
    @Test func withAnnouncementsClosingToTheBottomBarIsAnnouncedAndTheHandleSaysWhereTheBarOpensIt() throws {
        let layout = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
            bottomBarHeight: 64))
        var model = restingModel(at: .full, layout: layout)
        var handle = Handle(announcing: true)
        handle.show(model.status, handleHasFocus: true)
        try model.requestClose(at: 0)
        #expect(model.isClosedToBottomBar && model.isVisible)
        handle.show(model.status, handleHasFocus: true)
        #expect(handle.announced == [Self.closed])
        #expect(handle.shown == Self.half)
    }

    @Test func aTargetTheHandleNeverNamesIsNotPartOfItsWords() {
        #expect(HandleWords(position: .peeking, target: .closed) == HandleWords(position: .peeking, target: nil))
        #expect(HandleWords(position: .halfHeight, target: .peeking).activation == nil)
    }

    /// Half and full height say opposite directions, so that their descriptions do not
    /// mirror each other (which Orca 51 takes for the same words: `HandleWords`).
    @Test func theHandleSaysWhichWayActivatingTakesTheSheet() {
        #expect(Self.half.activation == .expand)
        #expect(Self.full.activation == .collapse)
        #expect(HandleWords(position: .peeking, target: .halfHeight).activation == .expand)
        #expect(HandleWords(position: .peeking, target: .fullHeight).activation == .expand)
        #expect(HandleWords(position: .peeking, target: .open).activation == .expand)
    }
}
