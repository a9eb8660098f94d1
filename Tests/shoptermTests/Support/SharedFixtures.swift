import Foundation

/// What `CartCLITests` and other suites start from.
enum CartCLIFixtures {
    static let address = "firstName=Ada,lastName=Lovelace,address1=1 Main St,city=Portland,provinceCode=OR,zip=97201,countryCode=US"
}
