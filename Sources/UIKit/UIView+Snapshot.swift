internal import Transitions

extension UIView {
    /// A new view showing this view's current look as a bitmap (transforms resample it, as on a device).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        CALayer.displayPendingLayers()
        return snapshotOfCurrentLook()
    }

    /// A snapshot of `rect` of this view, optionally inset by `capInsets` (only the whole bounds is supported).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect == bounds, capInsets == .zero else {
            RecordingLog.error("resizableSnapshotView(from: \(rect)) of a part of a view is not supported; snapshot the whole bounds")
            return nil
        }
        return snapshotView(afterScreenUpdates: afterUpdates)
    }

    /// A view at this view's frame whose layer shows this view's layer tree as it shows now
    /// (nothing is displayed or laid out first).
    func snapshotOfCurrentLook() -> UIView {
        let snapshot = UIView(frame: frame)
        snapshot.layer.base.showSnapshot(of: layer.base)
        return snapshot
    }
}
