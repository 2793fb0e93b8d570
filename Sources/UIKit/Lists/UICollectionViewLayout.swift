// Status: UICollectionViewLayout as the base custom layouts subclass: prepare(),
// collectionViewContentSize, layoutAttributesForElements(in:), layoutAttributesForItem(at:),
// layoutAttributesForSupplementaryView(ofKind:at:), shouldInvalidateLayout(forBoundsChange:)
// (asked at every scroll), invalidateLayout(), targetContentOffset(forProposedContentOffset:…)
// (asked when a drag ends), layoutAttributesClass. Not here: decoration views, invalidation
// contexts, animated layout changes (initial/final attributes), interactive transitions
// between layouts.

/// Where a collection view's items go (subclass it; UICollectionViewFlowLayout is one).
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    /// The attributes class this layout makes (subclasses return their own).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Called before the collection view asks for attributes, after each invalidation.
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// True makes the collection view prepare the layout again for the new bounds (a scroll or a resize).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func invalidateLayout() { collectionView?.layoutInvalidated() }
    /// Where a drag's deceleration ends (the proposal is the scroll view's).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
}
