import ShopTermApp
import StoreKitCore
import Testing

/// How a store's user errors to the forms.
@Suite struct FormErrorsTests {
    @Test func userErrorsLandOnTheFormFieldTheyName() {
        let errors = [
            UserError(field: ["input", "shippingAddress", "province"], code: "INVALID", message: "Enter a state"),
            UserError(field: ["address", "country"], message: "Country is not supported"),
            UserError(field: ["input", "email"], message: "Email is invalid"),
            UserError(field: ["input", "lineItems", "0", "quantity"], message: "Too many"),
            UserError(field: ["input", "email"], message: "Email is taken"),
            UserError(field: nil, message: "Try again later"),
        ]
        #expect(
            FormErrors.fieldMessages(errors) == [
                "provinceCode": "Enter a state",
                "countryCode": "Country is not supported",
                "email": "Email is invalid; Email is taken",
                "quantity": "Too many",
                "": "Try again later",
            ])
    }
}
