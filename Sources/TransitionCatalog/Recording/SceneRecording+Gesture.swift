package import Transitions
import UIKit
import UIKitRecorder

extension SceneRecording {
    /// The frames of a pan driving the transition as `schedule` says (`InteractiveSchedule`:
    /// progress is the horizontal translation over the screen width; the release velocity
    /// finishes or cancels): each frame while the finger moves or the rest plays is the
    /// transition started interactively and held by a `UIPercentDrivenInteractiveTransition`
    /// at that frame's progress; a finished pan ends on the recording's settled last frame, a
    /// cancelled one on what showed before the transition. Frame i shows i / fps of the gesture's clock.
    package func recording(of schedule: InteractiveSchedule) throws(PlanError) -> Recording {
        var held: [Double: FrozenFrame] = [:]
        var frames: [FrozenFrame] = []
        var warnings = recording.warnings
        for (i, frame) in schedule.frames.enumerated() {
            let time = Double(i) / Double(fps)
            let shown: FrozenFrame
            switch frame {
            case .progress(let p):
                if let f = held[p] {
                    shown = f
                } else {
                    let r = try Self.record(scene: scene, entry: entry, isForward: isForward, trigger: trigger, duration: requestedDuration,
                                            parameters: parameters, scale: scale, fps: fps, progress: p,
                                            environment: environment).recording
                    shown = r.frozenFrames[0]
                    held[p] = shown
                    warnings += r.warnings.filter { !warnings.contains($0) }
                }
            case .finished:
                shown = recording.frozenFrames.last!
            case .cancelled:
                shown = try restingFrame()
            }
            frames.append(FrozenFrame(shown, time: time))
        }
        return Recording(frozen: frames, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, fps: fps,
                         title: "\(entry.name) (\(operationName), interactive), \(fps) fps", warnings: warnings)
    }

    /// What the screen showed before the transition started: for a push or present the
    /// from-screen alone and at rest; for a pop or dismiss what the push or presentation left
    /// (its settled last frame: a partial curl's page still curled over the presented screen).
    private func restingFrame() throws(PlanError) -> FrozenFrame {
        if !isForward {
            let forward = try Self.record(scene: scene, entry: entry, isForward: true, trigger: trigger, duration: requestedDuration,
                                          parameters: parameters, scale: scale, fps: fps, progress: nil,
                                          environment: environment).recording
            return forward.frozenFrames.last!
        }
        let size = scene.size
        let from = SceneScreenController(isForward ? scene.from : scene.to, size: size)
        let nav = SceneNavigationController(rootViewController: from)
        nav.isNavigationBarHidden = true
        let recorder = try environment.makeRecorder(size: size, scale: scale, fps: fps)
        do {
            return try recorder.still(root: nav).frozenFrames[0]
        } catch {
            throw .runFailed("\(error)")
        }
    }
}
