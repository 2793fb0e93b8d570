// Status: UIPageViewController's `.mid` spine for `.pageCurl`: two pages side by side (left and
// right, or top and bottom for a vertical curl), always double-sided. A forward turn lifts the
// right (bottom) page from its outer edge over the spine onto the left (top) one, its back
// showing the new left page, and reveals the new right page under it; a reverse turn lifts the
// left page over onto the right, its back showing the new right page. The pages of a turn are
// as UIKit takes them: `setViewControllers([left, right])`, or from the data source the page
// after the right one and the page after that (forward), the page before the left one and the
// one before that (reverse).

internal import Raster
internal import Transitions
import Foundation

extension UIPageViewController {
    /// Sets up a turn at a `.mid` spine from `current` ([left, right]) to `pages` ([left, right]):
    /// the outgoing page on the turn's side (the right one forward) curls, its back the incoming
    /// page on the other side; the incoming page on the turn's side lies under it, and the
    /// other outgoing page lies flat until the curl covers it. nil when no snapshot could be made.
    func beginSpreadTurn(from current: [UIViewController], to pages: [UIViewController], forward: Bool, byHand: Bool,
                         progress: Double) -> CurlTurn? {
        // Forward the second (right or bottom) page turns; reverse the first.
        let side = forward ? 1 : 0, other = 1 - side
        let curled = current[side], under = pages[side], back = pages[other]
        adoptIncoming(pages, outgoing: current)
        under.view.frame = curlPageFrame(at: side)
        view.insertSubview(under.view, belowSubview: curled.view)
        under.view.layoutIfNeeded()
        // The back joins the view (for its traits) under everything, hidden once snapshotted.
        view.insertSubview(back.view, at: 0)
        guard let backSource = pageSnapshot(of: back, in: curlPageFrame(at: other)),
              let source = curled.view.snapshotView(afterScreenUpdates: true)?.layer.base.snapshot else {
            RecordingLog.error("UIPageViewController: the page could not be snapshotted; the turn shows its end")
            return nil
        }
        back.view.isHidden = true
        curled.view.isHidden = true
        let b = view.bounds, page = curlPageFrame(at: side)
        let edge: PageTurnCurlLayer.Edge = switch (navigationOrientation, forward) {
        case (.horizontal, true): .right
        case (.horizontal, false): .left
        case (.vertical, true): .bottom
        case (.vertical, false): .top
        }
        let layer = PageTurnCurlLayer(source: source, back: backSource,
                                      frame: Rect(x: Double(b.minX), y: Double(b.minY), width: Double(b.width), height: Double(b.height)),
                                      page: Rect(x: Double(page.minX - b.minX), y: Double(page.minY - b.minY), width: Double(page.width), height: Double(page.height)),
                                      motion: .still(progress), edge: edge, reach: .facingPage)
        view.layer.base.addSublayer(layer)
        let turn = CurlTurn(from: current, to: pages, forward: forward, layer: layer, byHand: byHand,
                            curled: curled, curlsOff: true, waiting: back)
        curlTurn = turn
        return turn
    }
}
