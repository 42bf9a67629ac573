import Foundation

/// One recorded frame of a `--timeline` run, with its phases: all of them are written as
/// CSV, and the report sums them up by contender and kind of frame.
struct TimelineFrame {
    let rows: UInt32
    let contender: String
    let workload: Workload
    /// The round of alternating blocks it was recorded in, from 0.
    let round: Int
    /// Its place among the frames recorded in its block, from 0.
    let index: Int
    let kind: Kind
    /// How much of the sheet showed, in px; nil for a contender with no tags.
    let shownHeight: Double?
    /// The frame's time as the per-frame table counts it (`FrameRecorder`), timed apart
    /// from the phases: theirs add up to it when they hold the whole frame.
    let milliseconds: Double
    let phases: FramePhases

    /// What a frame did, from the contender's frame tags.
    enum Kind: String, CaseIterable {
        /// A sheet frame during a drag or an animation.
        case moving
        /// The frame in which an animation came to rest: the sheet's relayout at its
        /// rest height is in it.
        case rest
        /// Any other frame of a sheet at rest.
        case still
        /// A frame of a contender whose frames are all alike (no tags).
        case untagged
    }

    /// The kind of each of one block's frames, from their tags; the rest frames are
    /// found in the animate workload only (`settling`), as in `SheetFrames`.
    static func kinds(_ tags: [FrameTag?], settling: Bool) -> [Kind] {
        var kinds = tags.map { tag -> Kind in tag.map { $0.atRest ? .still : .moving } ?? .untagged }
        if settling {
            for animation in SheetFrames.animations(tags) { kinds[animation.upperBound - 1] = .rest }
        }
        return kinds
    }

    static let csvHeader = "rows,workload,contender,round,frame,kind,sheet_px,total_ms,update_ms,layout_ms,paint_ms,after_paint_ms,start_us"

    /// Its CSV line; the contender's name is quoted, as it may hold a comma, and
    /// `sheet_px` is empty where there is no sheet.
    var csvLine: String {
        let times = [milliseconds, phases.update, phases.layout, phases.paint, phases.afterPaint]
            .map { String(format: "%.3f", $0) }
        let shown = shownHeight.map { String(format: "%.1f", $0) } ?? ""
        return (["\(rows)", workload.rawValue, "\"\(contender)\"", "\(round)", "\(index)", kind.rawValue, shown] + times + ["\(phases.start)"])
            .joined(separator: ",")
    }

    /// The CSV file of `frames`, header first.
    static func csv(_ frames: [TimelineFrame]) -> String {
        ([csvHeader] + frames.map(\.csvLine)).joined(separator: "\n") + "\n"
    }
}
