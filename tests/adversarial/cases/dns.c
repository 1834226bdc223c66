/* Resolve names (the resolver path and a raw DNS query to a public server): no name resolves,
   no packet leaves. */
#include <netdb.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
int main(void) {
    const char *names[] = {"example.com", "localhost", "pypi.org"};
    for (int i = 0; i < 3; i++) {
        struct addrinfo *res = 0;
        int rc = getaddrinfo(names[i], "80", 0, &res);
        printf("DNS %s -> %s\n", names[i], rc == 0 ? "RESOLVED" : gai_strerror(rc));
        if (res) freeaddrinfo(res);
    }
    return 0;
}
