// Imports UIKit alone, as app code does: here `Timer` names the UIKit module's timer, which runs
// on the recording's virtual clock (a file that also imports Foundation or XCTest would see
// Foundation's beside it: see DispatchGroupConsumer.swift).
import UIKit

/// Records the virtual times a block timer fires at; stops it after `limit` firings.
func startBlockTimer(interval: TimeInterval, repeats: Bool, limit: Int, log: @escaping (Double) -> Void) {
    var count = 0
    Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
        count += 1
        log(CACurrentMediaTime())
        if count == limit { timer.invalidate() }
    }
}

/// A target for the selector form: counts its firings and the timer it was handed.
final class TimerTarget {
    var times: [Double] = []
    var userInfo: String?
    @discardableResult
    func start(interval: TimeInterval) -> Timer {
        Timer.scheduledTimer(timeInterval: interval, target: self, selector: Selector(TimerTarget.tick), userInfo: "info", repeats: true)
    }
    func tick(_ timer: Timer) {
        times.append(CACurrentMediaTime())
        userInfo = timer.userInfo as? String
        if times.count == 3 { timer.invalidate() }
    }
}

/// An unscheduled timer added to the main run loop later, and fired by hand once.
func addTimerLater(at delay: TimeInterval, interval: TimeInterval, log: @escaping (String) -> Void) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: false) { t in log("fired at \(CACurrentMediaTime()), valid \(t.isValid)") }
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { RunLoop.main.add(timer, forMode: .common) }
    return timer
}
