/// An APNG frame's delay as fcTL's `delay_num / delay_den` (16 bits each).
///
/// A frame shown for `frames` ticks of 1/fps s, plus `hold` seconds on the last frame, is
/// `(frames + hold × fps) / fps` when that is exact and fits; otherwise the nearest fraction with
/// a coarser denominator that fits (milliseconds, then centiseconds, tenths, seconds).
struct APNGFrameDelay: Equatable {
    let numerator: UInt16
    let denominator: UInt16

    /// The delay of `frames` ticks at `fps` plus `hold` seconds (finite, not negative).
    init(frames: Int, fps: Int, hold: Double = 0) {
        let holdTicks = hold * Double(fps)
        if holdTicks == holdTicks.rounded(), frames + Int(holdTicks) <= Int(UInt16.max), fps <= Int(UInt16.max) {
            numerator = UInt16(frames + Int(holdTicks))
            denominator = UInt16(fps)
            return
        }
        let seconds = Double(frames) / Double(fps) + hold
        for den in [1000, 100, 10, 1] {
            let num = (seconds * Double(den)).rounded()
            if num <= Double(UInt16.max) {
                numerator = UInt16(num)
                denominator = UInt16(den)
                return
            }
        }
        numerator = UInt16.max
        denominator = 1
    }

    /// The delay in seconds.
    var seconds: Double { Double(numerator) / Double(denominator) }
}
