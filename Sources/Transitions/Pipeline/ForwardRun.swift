/// The run a `FrameRenderer` drew its last frame from, kept so the next, later frame can
/// advance it instead of building both screens and redoing the animator's setup.
///
/// Advancing a run from t1 to t2 leaves it exactly as a fresh run advanced straight to t2:
/// the timeline fires the same events in the same (time, sequence) order, each with `now` at
/// its own time, whether the clock stopped at t1 on the way or not (an event scheduled by a
/// completion lands at max(its time, that completion's time) either way). Drawing a frame
/// reads the run and changes nothing in it: presentation values are copies, custom drawing
/// layers read the time they are given, and the snapshot and text caches are keyed by what
/// the scene built, not by the run. So frames stay independent of the order they are drawn
/// in; only a time earlier than the last one needs a fresh run (events cannot un-fire).
struct ForwardRun {
    private var run: TransitionRun?
    /// The time `run` was advanced to.
    private var time = 0.0

    /// A run as it stands at `time` (completions due by then fired); at or after the plan's
    /// total duration, run to its end (the last frame), which spends it.
    mutating func run(at time: Double, of plan: TransitionPlan) -> TransitionRun {
        let run: TransitionRun
        if let kept = self.run, self.time <= time {
            run = kept
        } else {
            run = plan.makeRun()
        }
        if time >= plan.totalDuration {
            _ = run.runToEnd()
            // Run to its end, the run's clock is past `time`: it cannot serve a later frame as a
            // fresh run would (runToEnd may go further than any frame time).
            self.run = nil
        } else {
            run.advance(to: time)
            self.run = run
            self.time = time
        }
        return run
    }
}
