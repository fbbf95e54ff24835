-- A rename keeps each foreign key exactly as it is (same actions, no re-check of existing rows).
-- Old names over 63 characters are given as PostgreSQL stored them, truncated.
ALTER TABLE "api_client_grants" RENAME CONSTRAINT "api_client_grants_api_client_uuid_api_clients_uuid_fk" TO "api_client_grants_api_client_uuid_fk";
--> statement-breakpoint
ALTER TABLE "api_client_grants" RENAME CONSTRAINT "api_client_grants_dealer_uuid_dealers_uuid_fk" TO "api_client_grants_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "api_client_grants" RENAME CONSTRAINT "api_client_grants_department_uuid_departments_uuid_fk" TO "api_client_grants_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointment_drafts" RENAME CONSTRAINT "appointment_drafts_dealer_uuid_dealers_uuid_fk" TO "appointment_drafts_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointment_drafts" RENAME CONSTRAINT "appointment_drafts_department_uuid_departments_uuid_fk" TO "appointment_drafts_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointment_drafts" RENAME CONSTRAINT "appointment_drafts_customer_uuid_customers_uuid_fk" TO "appointment_drafts_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointment_drafts" RENAME CONSTRAINT "appointment_drafts_appointment_uuid_appointments_uuid_fk" TO "appointment_drafts_appointment_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointment_history" RENAME CONSTRAINT "appointment_history_appointment_uuid_appointments_uuid_fk" TO "appointment_history_appointment_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointment_services" RENAME CONSTRAINT "appointment_services_appointment_uuid_appointments_uuid_fk" TO "appointment_services_appointment_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_dealer_uuid_dealers_uuid_fk" TO "appointments_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_department_uuid_departments_uuid_fk" TO "appointments_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_customer_uuid_customers_uuid_fk" TO "appointments_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_vehicle_uuid_vehicles_uuid_fk" TO "appointments_vehicle_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_assigned_dealer_associate_uuid_dealer_associates_u" TO "appointments_assigned_dealer_associate_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_creator_dealer_associate_uuid_dealer_associates_uu" TO "appointments_creator_dealer_associate_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_team_uuid_teams_uuid_fk" TO "appointments_team_uuid_fk";
--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_transport_option_uuid_transport_options_uuid_fk" TO "appointments_transport_option_uuid_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" RENAME CONSTRAINT "repair_orders_dealer_uuid_dealers_uuid_fk" TO "repair_orders_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" RENAME CONSTRAINT "repair_orders_department_uuid_departments_uuid_fk" TO "repair_orders_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" RENAME CONSTRAINT "repair_orders_customer_uuid_customers_uuid_fk" TO "repair_orders_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" RENAME CONSTRAINT "repair_orders_vehicle_uuid_vehicles_uuid_fk" TO "repair_orders_vehicle_uuid_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" RENAME CONSTRAINT "repair_orders_appointment_uuid_appointments_uuid_fk" TO "repair_orders_appointment_uuid_fk";
--> statement-breakpoint
ALTER TABLE "customer_emails" RENAME CONSTRAINT "customer_emails_customer_uuid_customers_uuid_fk" TO "customer_emails_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "customer_phones" RENAME CONSTRAINT "customer_phones_customer_uuid_customers_uuid_fk" TO "customer_phones_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "customers" RENAME CONSTRAINT "customers_dealer_uuid_dealers_uuid_fk" TO "customers_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "vehicles" RENAME CONSTRAINT "vehicles_customer_uuid_customers_uuid_fk" TO "vehicles_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "vehicles" RENAME CONSTRAINT "vehicles_dealer_uuid_dealers_uuid_fk" TO "vehicles_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "customer_locks" RENAME CONSTRAINT "customer_locks_department_uuid_departments_uuid_fk" TO "customer_locks_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "customer_locks" RENAME CONSTRAINT "customer_locks_customer_uuid_customers_uuid_fk" TO "customer_locks_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "customer_locks" RENAME CONSTRAINT "customer_locks_dealer_associate_uuid_dealer_associates_uuid_fk" TO "customer_locks_dealer_associate_uuid_fk";
--> statement-breakpoint
ALTER TABLE "messages" RENAME CONSTRAINT "messages_dealer_uuid_dealers_uuid_fk" TO "messages_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "messages" RENAME CONSTRAINT "messages_department_uuid_departments_uuid_fk" TO "messages_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "messages" RENAME CONSTRAINT "messages_customer_uuid_customers_uuid_fk" TO "messages_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "messages" RENAME CONSTRAINT "messages_dealer_associate_uuid_dealer_associates_uuid_fk" TO "messages_dealer_associate_uuid_fk";
--> statement-breakpoint
ALTER TABLE "messaging_settings" RENAME CONSTRAINT "messaging_settings_dealer_uuid_dealers_uuid_fk" TO "messaging_settings_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "opcode_history" RENAME CONSTRAINT "opcode_history_opcode_uuid_opcodes_uuid_fk" TO "opcode_history_opcode_uuid_fk";
--> statement-breakpoint
ALTER TABLE "opcode_history" RENAME CONSTRAINT "opcode_history_department_uuid_departments_uuid_fk" TO "opcode_history_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "opcode_history" RENAME CONSTRAINT "opcode_history_event_dealer_associate_uuid_dealer_associates_uu" TO "opcode_history_event_dealer_associate_uuid_fk";
--> statement-breakpoint
ALTER TABLE "opcodes" RENAME CONSTRAINT "opcodes_department_uuid_departments_uuid_fk" TO "opcodes_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "service_menu_items" RENAME CONSTRAINT "service_menu_items_menu_uuid_service_menus_uuid_fk" TO "service_menu_items_menu_uuid_fk";
--> statement-breakpoint
ALTER TABLE "service_menu_items" RENAME CONSTRAINT "service_menu_items_opcode_uuid_opcodes_uuid_fk" TO "service_menu_items_opcode_uuid_fk";
--> statement-breakpoint
ALTER TABLE "service_menus" RENAME CONSTRAINT "service_menus_department_uuid_departments_uuid_fk" TO "service_menus_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" RENAME CONSTRAINT "webhook_delivery_attempts_delivery_uuid_webhook_deliveries_uuid" TO "webhook_delivery_attempts_delivery_uuid_fk";
--> statement-breakpoint
ALTER TABLE "payment_attempts" RENAME CONSTRAINT "payment_attempts_invoice_uuid_payment_invoices_uuid_fk" TO "payment_attempts_invoice_uuid_fk";
--> statement-breakpoint
ALTER TABLE "payment_attempts" RENAME CONSTRAINT "payment_attempts_dealer_uuid_dealers_uuid_fk" TO "payment_attempts_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "payment_invoices" RENAME CONSTRAINT "payment_invoices_dealer_uuid_dealers_uuid_fk" TO "payment_invoices_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "payment_invoices" RENAME CONSTRAINT "payment_invoices_department_uuid_departments_uuid_fk" TO "payment_invoices_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "payment_invoices" RENAME CONSTRAINT "payment_invoices_customer_uuid_customers_uuid_fk" TO "payment_invoices_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "payment_invoices" RENAME CONSTRAINT "payment_invoices_dealer_associate_uuid_dealer_associates_uuid_f" TO "payment_invoices_dealer_associate_uuid_fk";
--> statement-breakpoint
ALTER TABLE "payment_notifications" RENAME CONSTRAINT "payment_notifications_invoice_uuid_payment_invoices_uuid_fk" TO "payment_notifications_invoice_uuid_fk";
--> statement-breakpoint
ALTER TABLE "payment_notifications" RENAME CONSTRAINT "payment_notifications_dealer_uuid_dealers_uuid_fk" TO "payment_notifications_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "saved_card_tokens" RENAME CONSTRAINT "saved_card_tokens_dealer_uuid_dealers_uuid_fk" TO "saved_card_tokens_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "saved_card_tokens" RENAME CONSTRAINT "saved_card_tokens_customer_uuid_customers_uuid_fk" TO "saved_card_tokens_customer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "saved_card_tokens" RENAME CONSTRAINT "saved_card_tokens_source_invoice_uuid_payment_invoices_uuid_fk" TO "saved_card_tokens_source_invoice_uuid_fk";
--> statement-breakpoint
ALTER TABLE "dealer_associates" RENAME CONSTRAINT "dealer_associates_user_uuid_users_uuid_fk" TO "dealer_associates_user_uuid_fk";
--> statement-breakpoint
ALTER TABLE "dealer_associates" RENAME CONSTRAINT "dealer_associates_department_uuid_departments_uuid_fk" TO "dealer_associates_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "dealer_associates" RENAME CONSTRAINT "dealer_associates_role_uuid_roles_uuid_fk" TO "dealer_associates_role_uuid_fk";
--> statement-breakpoint
ALTER TABLE "roles" RENAME CONSTRAINT "roles_dealer_uuid_dealers_uuid_fk" TO "roles_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "team_members" RENAME CONSTRAINT "team_members_team_uuid_teams_uuid_fk" TO "team_members_team_uuid_fk";
--> statement-breakpoint
ALTER TABLE "team_members" RENAME CONSTRAINT "team_members_dealer_associate_uuid_dealer_associates_uuid_fk" TO "team_members_dealer_associate_uuid_fk";
--> statement-breakpoint
ALTER TABLE "teams" RENAME CONSTRAINT "teams_department_uuid_departments_uuid_fk" TO "teams_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "dealer_brand_years" RENAME CONSTRAINT "dealer_brand_years_dealer_uuid_dealers_uuid_fk" TO "dealer_brand_years_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "hours_of_operation" RENAME CONSTRAINT "hours_of_operation_department_uuid_departments_uuid_fk" TO "hours_of_operation_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "scheduling_rules" RENAME CONSTRAINT "scheduling_rules_department_uuid_departments_uuid_fk" TO "scheduling_rules_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "transport_options" RENAME CONSTRAINT "transport_options_department_uuid_departments_uuid_fk" TO "transport_options_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "departments" RENAME CONSTRAINT "departments_dealer_uuid_dealers_uuid_fk" TO "departments_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "trip_history" RENAME CONSTRAINT "trip_history_appointment_uuid_appointments_uuid_fk" TO "trip_history_appointment_uuid_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_dealer_uuid_dealers_uuid_fk" TO "trips_dealer_uuid_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_department_uuid_departments_uuid_fk" TO "trips_department_uuid_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_appointment_uuid_appointments_uuid_fk" TO "trips_appointment_uuid_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_parent_trip_uuid_trips_uuid_fk" TO "trips_parent_trip_uuid_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_primary_driver_uuid_dealer_associates_uuid_fk" TO "trips_primary_driver_uuid_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_secondary_driver_uuid_dealer_associates_uuid_fk" TO "trips_secondary_driver_uuid_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_assigned_by_dealer_associate_uuid_dealer_associates_uuid_" TO "trips_assigned_by_dealer_associate_uuid_fk";
