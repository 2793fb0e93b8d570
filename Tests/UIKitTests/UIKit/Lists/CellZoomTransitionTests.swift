import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A list whose third row is red; selecting a row pushes the detail screen.
private final class List: UITableViewController {
    let detail = Detail()
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 50
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.contentView.backgroundColor = indexPath.row == 2 ? .red : .white
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// The detail screen: white with a red hero 100 pt tall at y = 200.
private final class Detail: UIViewController {
    let hero = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        hero.backgroundColor = .red
        view.addSubview(hero)
    }
}

/// Zooms a snapshot of the selected cell onto the detail's hero over 1 s (linear) while the
/// detail fades in: the zoom-from-a-cell transition.
private final class CellZoom: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? self : nil
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let list = transitionContext.viewController(forKey: .from) as! List
        let detail = transitionContext.viewController(forKey: .to) as! Detail
        let container = transitionContext.containerView
        let table = list.tableView!
        let cell = table.cellForRow(at: table.indexPathForSelectedRow!)!
        let snapshot = cell.snapshotView(afterScreenUpdates: false)!
        snapshot.frame = cell.convert(cell.bounds, to: container)
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: detail)
        toView.alpha = 0
        container.addSubview(toView)
        container.addSubview(snapshot)
        detail.hero.isHidden = true
        let target = detail.hero.convert(detail.hero.bounds, to: container)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            snapshot.frame = target
            toView.alpha = 1
        }, completion: { _ in
            detail.hero.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class CellZoomTransitionTests: XCTestCase {
    func testATappedCellsSnapshotZoomsOntoTheDetail() throws {
        let list = List(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        nav.isNavigationBarHidden = true
        let zoom = CellZoom()
        nav.delegate = zoom
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10)
        // A tap on row 2 (y 100...150) selects it; the push starts at the tap's end (t = 0.05).
        let frames = try recorder.frames(root: nav, pan: [(0, 100, 125), (0.05, 100, 125)], on: list.tableView)
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(frames[0][100, 125], red)
        // t = 0.6 is 55 % through: the snapshot spans y 155...232.5 (from 100...150 to 200...300;
        // its last 1.55 pt are the scaled separator).
        XCTAssertEqual(frames[6][100, 160], red)
        XCTAssertEqual(frames[6][100, 225], red)
        XCTAssertEqual(frames[6][100, 152], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        // Below it the hidden hero's place shows the fading detail over the white list.
        XCTAssertEqual(frames[6][100, 240], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(frames.count, 12) // settled at t = 1.05
        XCTAssertEqual(frames[11][100, 250], red)
        XCTAssertEqual(frames[11][100, 125], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertTrue(nav.topViewController === list.detail)
    }
}
