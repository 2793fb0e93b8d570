// Covers `observe(_:options:changeHandler:)` on views (see QuartzCore's NSKeyValueObservation.swift):
// a change of frame, bounds, center, transform, alpha, backgroundColor or isHidden, made through
// the view or its layer, runs the view's observations at once; a change of any other property is
// seen before the next recorded frame (UIKitSession.prepareFrame checks every observation).
extension UIView: _KeyValueCodingAndObserving {}

extension UIView {
    /// Runs the observations of this view and of its layer (the view's setters call it).
    package func observedChange() {
        KeyValueObservations.changed(self)
        KeyValueObservations.changed(layer)
    }
}
