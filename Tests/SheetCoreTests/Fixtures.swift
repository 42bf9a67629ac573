@testable import SheetCore

/// A window 800 px high with a long list: full = 750 (top inset 50), expanded = 400.
func tallLayout(peek: Double = 0, hostHeight: Double = 800) -> DetentLayout {
    try! DetentLayout(SheetMeasurements(
        hostHeight: hostHeight, contentHeight: 2000, chromeHeight: 30, topInset: 50,
        expandedFraction: 0.5, peekHeight: peek))
}

/// A sheet whose content (three short rows) fits well below the expanded height.
func shortLayout() -> DetentLayout {
    try! DetentLayout(SheetMeasurements(
        hostHeight: 800, contentHeight: 3 * 40, chromeHeight: 30, topInset: 50, expandedFraction: 0.5))
}

/// A model resting at `detent` in `layout`.
func restingModel(at detent: Detent, layout: DetentLayout = tallLayout(), animated: Bool = true) -> SheetModel {
    var model = SheetModel(layout: layout)
    model.animationsEnabled = false
    try! model.move(to: detent, at: 0)
    model.animationsEnabled = animated
    return model
}

extension SheetModel {
    /// Runs frames at 60 Hz from `start` until the sheet rests; returns every event and the end time.
    @discardableResult
    mutating func settle(from start: Double, limit: Double = 10) -> (events: [SheetEvent], time: Double) {
        var events: [SheetEvent] = []
        var time = start
        while phase == .settling && time < start + limit {
            time += 1.0 / 60
            events += try! advance(to: time)
        }
        return (events, time)
    }

    /// A drag on the sheet from rest: `steps` pointer moves of `stepPx` each, `dt` apart.
    mutating func performDrag(
        from origin: DragOrigin = .sheet, steps: Int, stepPx: Double, dt: Double = 1.0 / 60, start: Double = 0
    ) -> Double {
        var time = start
        _ = try! beginDrag(from: origin, at: time)
        for i in 1...steps {
            time += dt
            _ = try! drag(to: Double(i) * stepPx, at: time)
        }
        return time
    }
}

import Testing

/// Expects `body` to refuse its input with a `SheetInputError` whose message names `input`.
func expectRefused(
    naming input: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    let error = #expect(throws: SheetInputError.self, sourceLocation: sourceLocation) { try body() }
    #expect(error?.description.contains(input) == true, "\(String(describing: error))", sourceLocation: sourceLocation)
}
