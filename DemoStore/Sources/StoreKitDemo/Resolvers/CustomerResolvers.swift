import Foundation
import GraphQL
import StoreKitCore

/// Resolvers for the classic customer API: `customer(customerAccessToken:)` and the customer
/// mutations, over the ``CustomerDirectory``.
enum CustomerResolvers {
    static var table: [String: GraphQLFieldResolve] {
        var table = mutations
        table.merge(fields) { $1 }
        for payload in ["CustomerAccessTokenRenewPayload", "CustomerAccessTokenDeletePayload"] {
            table["\(payload).userErrors"] = resolver(CustomerPayloadSource.self) { source, _, _ in source.userErrors }
        }
        table["QueryRoot.customer"] = resolver(Root.self) { _, args, context in
            context.customers.account(token: args["customerAccessToken"].string ?? "").map(CustomerSource.init)
        }
        table.merge(connectionResolvers(["MailingAddress", "Order", "OrderLineItem"])) { $1 }
        table.merge(MailingAddressOrderResolvers.table) { $1 }
        return table
    }

    /// A store without classic accounts (only the Customer Account API) refuses their sign-up
    /// and log-in, in Shopify's words for a store whose classic accounts are off.
    static func classicAccountsOff(_ context: DemoContext) -> CustomerPayloadSource? {
        guard !context.catalog.shop.customerAccounts.hasClassicAccounts else { return nil }
        var payload = CustomerPayloadSource(Outcome<Bool>())
        payload.customerUserErrors = [UserErrorSource(field: nil, message: "Customer accounts are disabled.", code: "CUSTOMER_DISABLED")]
        return payload
    }

    static let mutations: [String: GraphQLFieldResolve] = [
        "Mutation.customerCreate": resolver(Root.self) { _, args, context in
            if let refused = classicAccountsOff(context) { return refused }
            let input = args["input"]
            let outcome = context.customers.create(
                email: input["email"].string ?? "", password: input["password"].string ?? "", firstName: input["firstName"].string,
                lastName: input["lastName"].string, phone: input["phone"].string, acceptsMarketing: input["acceptsMarketing"].bool ?? false)
            var payload = CustomerPayloadSource(outcome)
            payload.customer = outcome.value.map(CustomerSource.init)
            return payload
        },
        "Mutation.customerAccessTokenCreate": resolver(Root.self) { _, args, context in
            if let refused = classicAccountsOff(context) { return refused }
            return tokenPayload(
                context.customers.createToken(email: args["input"]["email"].string ?? "", password: args["input"]["password"].string ?? ""))
        },
        "Mutation.customerAccessTokenRenew": resolver(Root.self) { _, args, context in
            tokenPayload(context.customers.renew(token: args["customerAccessToken"].string ?? ""))
        },
        "Mutation.customerAccessTokenDelete": resolver(Root.self) { _, args, context in
            let outcome = context.customers.delete(token: args["customerAccessToken"].string ?? "")
            var payload = CustomerPayloadSource(outcome)
            payload.deletedAccessToken = outcome.value
            payload.deletedCustomerAccessTokenId = outcome.value.map { String($0.prefix(8)) }
            return payload
        },
        "Mutation.customerRecover": resolver(Root.self) { _, args, context in
            CustomerPayloadSource(context.customers.recover(email: args["email"].string ?? "", publicHost: context.publicHost))
        },
        "Mutation.customerActivateByUrl": resolver(Root.self) { _, args, context in
            tokenPayload(
                context.customers.redeem(.activation, url: args["activationUrl"].string ?? "", password: args["password"].string ?? ""),
                context: context)
        },
        "Mutation.customerResetByUrl": resolver(Root.self) { _, args, context in
            tokenPayload(
                context.customers.redeem(.reset, url: args["resetUrl"].string ?? "", password: args["password"].string ?? ""),
                context: context)
        },
        "Mutation.customerAddressCreate": resolver(Root.self) { _, args, context in
            addressPayload(context.customers.addAddress(token: args["customerAccessToken"].string ?? "", CartResolvers.address(args["address"])))
        },
        "Mutation.customerAddressUpdate": resolver(Root.self) { _, args, context in
            addressPayload(
                context.customers.updateAddress(
                    token: args["customerAccessToken"].string ?? "", id: args["id"].string ?? "",
                    CartResolvers.address(args["address"])))
        },
        "Mutation.customerAddressDelete": resolver(Root.self) { _, args, context in
            let outcome = context.customers.deleteAddress(token: args["customerAccessToken"].string ?? "", id: args["id"].string ?? "")
            var payload = CustomerPayloadSource(outcome)
            payload.deletedCustomerAddressId = outcome.value
            return payload
        },
        "Mutation.customerDefaultAddressUpdate": resolver(Root.self) { _, args, context in
            let outcome = context.customers.setDefaultAddress(token: args["customerAccessToken"].string ?? "", id: args["addressId"].string ?? "")
            var payload = CustomerPayloadSource(outcome)
            payload.customer = outcome.value.map(CustomerSource.init)
            return payload
        },
        "Mutation.customerUpdate": resolver(Root.self) { _, args, context in
            let input = args["customer"]
            func change(_ key: String) -> CustomerDirectory.FieldChange {
                let value = input[key]
                if value.isUndefined { return .keep }
                if value.isNull { return .clear }
                return .set(value.string ?? "")
            }
            let outcome = context.customers.update(
                token: args["customerAccessToken"].string ?? "", firstName: change("firstName"), lastName: change("lastName"),
                email: change("email"), phone: change("phone"), password: change("password"), acceptsMarketing: input["acceptsMarketing"].bool)
            var payload = CustomerPayloadSource(outcome)
            payload.customer = outcome.value.map { CustomerSource(account: $0.0) }
            payload.customerAccessToken = outcome.value?.1.map(CustomerAccessTokenSource.init)
            return payload
        },
    ]

    static let fields: [String: GraphQLFieldResolve] = [
        "Customer.id": resolver(CustomerSource.self) { source, _, _ in source.account.id },
        "Customer.email": resolver(CustomerSource.self) { source, _, _ in source.account.email },
        "Customer.firstName": resolver(CustomerSource.self) { source, _, _ in source.account.firstName },
        "Customer.lastName": resolver(CustomerSource.self) { source, _, _ in source.account.lastName },
        "Customer.displayName": resolver(CustomerSource.self) { source, _, _ in
            let name = [source.account.firstName, source.account.lastName].compactMap { $0 }.joined(separator: " ")
            return name.isEmpty ? source.account.email : name
        },
        "Customer.phone": resolver(CustomerSource.self) { source, _, _ in source.account.phone },
        "Customer.acceptsMarketing": resolver(CustomerSource.self) { source, _, _ in source.account.acceptsMarketing },
        "Customer.numberOfOrders": resolver(CustomerSource.self) { source, _, _ in String(source.account.orders.count) },
        "Customer.createdAt": resolver(CustomerSource.self) { source, _, _ in source.account.createdAt },
        "Customer.updatedAt": resolver(CustomerSource.self) { source, _, _ in source.account.updatedAt },
        "Customer.defaultAddress": resolver(CustomerSource.self) { source, _, _ in
            source.account.addresses.first { $0.id == source.account.defaultAddressID }.map { MailingAddressSource(id: $0.id, address: $0.address) }
        },
        "Customer.addresses": resolver(CustomerSource.self) { source, args, _ in
            try Paginator.page(source.account.addresses.map { MailingAddressSource(id: $0.id, address: $0.address) }, args: args, kind: "addresses")
        },
        "Customer.orders": resolver(CustomerSource.self) { source, args, _ in
            var orders = source.account.orders
            if let text = args["query"].string, !text.trimmingCharacters(in: .whitespaces).isEmpty {
                let query = SearchQuery.parse(text)
                orders = orders.filter { order in
                    query.matches(
                        SearchDocument(
                            fields: [
                                "name": [order.name], "order_number": [String(order.number)],
                                "processed_at": [order.processedAt], "financial_status": ["paid"],
                                "fulfillment_status": ["unfulfilled"],
                            ], text: [order.name]))
                }
            }
            var connection = try Paginator.page(orders.map(OrderSource.init), args: args, kind: "orders")
            connection.totalCount = String(orders.count)
            return connection
        },
        "CustomerAccessToken.accessToken": resolver(CustomerAccessTokenSource.self) { source, _, _ in source.accessToken },
        "CustomerAccessToken.expiresAt": resolver(CustomerAccessTokenSource.self) { source, _, _ in source.expiresAt },
        "OrderConnection.totalCount": resolver(ConnectionSource.self) { connection, _, _ in connection.totalCount ?? String(connection.edges.count) },
    ]

    private static func tokenPayload(_ outcome: Outcome<DemoCustomerAccessToken>, context: DemoContext? = nil) -> CustomerPayloadSource {
        var payload = CustomerPayloadSource(outcome)
        payload.customerAccessToken = outcome.value.map(CustomerAccessTokenSource.init)
        if let token = outcome.value, let context {
            payload.customer = context.customers.account(token: token.accessToken).map(CustomerSource.init)
        }
        return payload
    }

    private static func addressPayload(_ outcome: Outcome<DemoCustomerAddress>) -> CustomerPayloadSource {
        var payload = CustomerPayloadSource(outcome)
        payload.customerAddress = outcome.value.map { MailingAddressSource(id: $0.id, address: $0.address) }
        return payload
    }
}
