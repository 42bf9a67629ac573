/// How a slide of the pages goes: the sheet's numbers (`SheetBehavior`: the spring, the
/// fling speed, the projection) and the user's settings that shape every move, as the
/// sheet's own moves have them (`SheetModel.behavior`, `animationsEnabled`,
/// `reducesMotion`). `PageStack` keeps no copy: each change that may start a slide is
/// handed them, so a behavior the app sets and a setting the user changes apply to the
/// next slide as to the next move of the sheet.
public struct MotionSettings: Sendable, Equatable {
    /// The sheet's numbers.
    public var behavior: SheetBehavior
    /// When false, every slide ends at once (`gtk-enable-animations`, a sheet off screen).
    public var animationsEnabled: Bool
    /// When true, a slide comes to rest without overshooting (`gtk-interface-reduced-motion`).
    public var reducesMotion: Bool

    /// The settings of a slide; by default the standard numbers, animated, overshooting as
    /// the spring does.
    public init(behavior: SheetBehavior = .standard, animationsEnabled: Bool = true, reducesMotion: Bool = false) {
        self.behavior = behavior
        self.animationsEnabled = animationsEnabled
        self.reducesMotion = reducesMotion
    }
}
