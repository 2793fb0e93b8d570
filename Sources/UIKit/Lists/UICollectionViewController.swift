// Status: UICollectionViewController: its view is a collection view with the given layout,
// whose data source and delegate it is, with the data source, delegate and scroll methods
// declared here so subclasses override them as in UIKit. As in UIKit it is not a
// UICollectionViewDelegateFlowLayout: a subclass adopts that itself and implements its methods
// without `override` (the flow layout asks the delegate when it adopts it, else uses its own values);
// clearsSelectionOnViewWillAppear. Not here: installsStandardGestureForInteractiveMovement,
// useLayoutToLayoutNavigationTransitions.

/// A controller whose view is a collection view it feeds.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var stored: UICollectionView?
    open var clearsSelectionOnViewWillAppear = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    open var collectionView: UICollectionView! {
        get { loadViewIfNeeded(); return stored }
        set { stored = newValue; view = newValue }
    }
    open var collectionViewLayout: UICollectionViewLayout { stored?.collectionViewLayout ?? initialLayout }

    open override func loadView() {
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        cv.dataSource = self
        cv.delegate = self
        stored = cv
        view = cv
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let cv = stored {
            for ip in cv.indexPathsForSelectedItems ?? [] { cv.deselectItem(at: ip, animated: animated) }
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        RecordingLog.error("\(type(of: self)) does not override collectionView(_:cellForItemAt:) though it has items (UIKit raises here)")
        return UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        RecordingLog.error("\(type(of: self)) does not override collectionView(_:viewForSupplementaryElementOfKind:at:) though its layout has '\(kind)' views (UIKit raises here)")
        return UICollectionReusableView()
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
