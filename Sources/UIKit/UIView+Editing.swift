// Covers UIView.endEditing(_:). No text input exists here (nothing becomes first responder).

extension UIView {
    /// Ends editing in this view's subtree: no text is ever being edited in a recording (nothing
    /// becomes first responder), so there is nothing to resign and the answer is true.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }
}
