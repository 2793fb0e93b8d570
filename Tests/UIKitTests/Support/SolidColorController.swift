import UIKit

/// A screen of one colour: what most recorder tests push or present.
final class SolidColorController: UIViewController {
    let colour: UIColor
    init(_ colour: UIColor) { self.colour = colour; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = colour }
}
