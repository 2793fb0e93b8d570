/// UIResponder: the base of views and view controllers (events are delivered by the recorder).
open class UIResponder: NSObject {
    public override init() {}
    open var next: UIResponder? { nil }
}
