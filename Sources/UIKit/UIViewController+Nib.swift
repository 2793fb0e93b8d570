// Status: UIViewController(nibName:bundle:) keeps `nibName` and `nibBundle`, and refuses the nib
// where UIKit would load it: nibs (and storyboards) cannot be loaded here, so a controller made
// with a nib name whose `loadView` is not its own fails the recording with an error naming both.
// `nibName: nil` builds the view in code, as before. UINib and storyboards are absent.

extension UIViewController {
    /// Reports the nib UIKit's `loadView` would load, when there is one. A view loaded inside a
    /// recording fails it; one loaded before (a test touching `view` early) prints the error
    /// then, and fails the recording its view is shown in (`reportRefusedNibAgain`), so the
    /// refusal reaches the recorder whenever the controller was built.
    func refuseNib() {
        guard let nib = nibName else { return }
        refusedNib = nib
        RecordingLog.error(refusedNibMessage(nib))
    }

    /// The refusal again, once the controller's view is in a window (in a recording).
    func reportRefusedNibAgain() {
        guard let nib = refusedNib else { return }
        RecordingLog.error(refusedNibMessage(nib))
    }

    private func refusedNibMessage(_ nib: String) -> String {
        "\(type(of: self)) was made with nibName \"\(nib)\", and nibs cannot be loaded here: build its view in code "
            + "(override loadView, or pass nibName: nil and add the subviews in viewDidLoad)"
    }
}
