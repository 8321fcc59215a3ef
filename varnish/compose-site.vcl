# docker-compose's side of varnish/patitas.vcl (mounted beside it as site.vcl): the app's replicas, and who may purge (the compose
# network; the port published to the world must not take purges from it). A backend's host must resolve
# to one address when the VCL loads, and `app` resolves to every replica, so each replica is named
# (docker-compose.yml names the project `patitas`: its containers are patitas-app-1, patitas-app-2).
import directors;

backend app1 { .host = "patitas-app-1"; .port = "3000"; .first_byte_timeout = 60s; .probe = { .url = "/api/ready"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; } }
backend app2 { .host = "patitas-app-2"; .port = "3000"; .first_byte_timeout = 60s; .probe = { .url = "/api/ready"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; } }

sub vcl_init {
  new apps = directors.round_robin();
  apps.add_backend(app1);
  apps.add_backend(app2);
}

sub vcl_recv {
  set req.backend_hint = apps.backend();
}

acl purgers {
  "127.0.0.1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}
