// Swift 4's name of a gesture recognizer's state (UIGestureRecognizerState), which UIKit code
// written then still uses: the same type as UIGestureRecognizer.State.

/// Swift 4's spelling of `UIGestureRecognizer.State`.
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
