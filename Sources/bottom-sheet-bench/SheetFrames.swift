/// What a sheet contender's sheet was doing in one recorded frame, read when that frame
/// has been painted (so it describes what the frame drew).
struct FrameTag: Equatable {
    /// The sheet was below `expanded` (`progress < 1`): where the modal sheet's dimming
    /// follows the sheet, so a moving sheet changes every pixel.
    let belowExpanded: Bool
    /// How many animations the animate workload had started: the frames of one
    /// animation share this number.
    let animation: Int
    /// The sheet was still (no drag, no animation) at the end of the frame.
    let atRest: Bool
    /// How much of the sheet showed (`sheetHeight`), in px.
    let shownHeight: Double
}

/// A sheet contender's recorded frame times sorted by its frame tags: below or above
/// `expanded`, and the last frames of each animation, up to and with the frame in which
/// the sheet came to rest (the frame of its one relayout when it settles).
struct SheetFrames {
    /// How many frames of each animation, counted back from its rest, are settle frames.
    static let settleFrameCount = 10

    var belowExpanded: [Double] = []
    var aboveExpanded: [Double] = []
    /// The last `settleFrameCount` frames (or fewer, if fewer were recorded) of every
    /// animation that came to rest while frames were recorded.
    var settle: [Double] = []
    /// How many animations came to rest while frames were recorded.
    var settledAnimations = 0

    /// Adds one run's frames. `tags` are the run's frame tags, one per frame time;
    /// `settling` finds the settle frames (for the animate workload).
    mutating func add(_ milliseconds: [Double], tags: [FrameTag?], settling: Bool) {
        precondition(milliseconds.count == tags.count, "one tag per recorded frame")
        for (time, tag) in zip(milliseconds, tags) {
            guard let tag else { continue }
            if tag.belowExpanded { belowExpanded.append(time) } else { aboveExpanded.append(time) }
        }
        guard settling else { return }
        for animation in Self.animations(tags) {
            settle += milliseconds[animation].suffix(Self.settleFrameCount)
            settledAnimations += 1
        }
    }

    /// The index ranges of the animations that came to rest in one run's frames: the
    /// frames sharing an animation number, ending with a frame at rest, with a frame in
    /// motion before it (a new detent equal to the resting one moves nothing).
    static func animations(_ tags: [FrameTag?]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in tags.indices {
            let isLast = index == tags.count - 1 || tags[index + 1]?.animation != tags[index]?.animation
            guard isLast else { continue }
            let frames = tags[start...index]
            if let last = frames.last, last?.atRest == true, frames.contains(where: { $0?.atRest == false }) {
                ranges.append(start..<index + 1)
            }
            start = index + 1
        }
        return ranges
    }
}
