import UIKit

/// A page of one colour with a dark stripe across its top quarter (so a curl shows content).
final class StripedPage: UIViewController {
    let name: String
    let colour: UIColor
    init(_ name: String, _ colour: UIColor) { self.name = name; self.colour = colour; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        let stripe = UIView(frame: CGRect(x: 0, y: view.bounds.height * 0.2, width: view.bounds.width, height: view.bounds.height * 0.05))
        stripe.backgroundColor = UIColor(white: 0.1, alpha: 1)
        stripe.autoresizingMask = [.flexibleWidth]
        view.addSubview(stripe)
    }
}

/// A page of one colour with a dark band down it (by default from 40 to 80 pt of 200 from its
/// left edge): seen on the back of a turning page, the band tells a back shown the right way
/// round (once the page lies turned over) from one mirrored. A band down the first 10 pt shows
/// near the free edge of a page curling off at a left spine, where a page turned over lays it.
final class BandedPage: UIViewController {
    let name: String
    let colour: UIColor
    let bandX: CGFloat, bandWidth: CGFloat
    init(_ name: String, _ colour: UIColor, bandX: CGFloat = 40, bandWidth: CGFloat = 40) {
        self.name = name; self.colour = colour; self.bandX = bandX; self.bandWidth = bandWidth
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        let band = UIView(frame: CGRect(x: bandX, y: 0, width: bandWidth, height: view.bounds.height))
        band.backgroundColor = UIColor(white: 0.1, alpha: 1)
        band.autoresizingMask = [.flexibleHeight]
        view.addSubview(band)
    }
}

/// A data source over a fixed list of pages and a delegate, both writing down what they hear.
final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [StripedPage]
    var calls: [String] = []
    var dots: Int

    init(_ pages: [StripedPage], dots: Int = 0) { self.pages = pages; self.dots = dots }

    private func index(_ vc: UIViewController) -> Int? { pages.firstIndex { $0 === vc } }
    private func name(_ vc: UIViewController) -> String { (vc as? StripedPage)?.name ?? "?" }

    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        calls.append("before(\(name(viewController)))")
        guard let i = index(viewController), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        calls.append("after(\(name(viewController)))")
        guard let i = index(viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { dots }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }

    func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        calls.append("willTransitionTo(\(pending.map(name).joined(separator: ",")))")
    }
    func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        calls.append("didFinish(\(finished), \(previousViewControllers.map(name).joined(separator: ",")), \(completed))")
    }
}
