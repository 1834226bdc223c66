/* Connect to a TCP port the test listens on at the host's 127.0.0.1, and to an outside address.
   The sandbox has its own network namespace: both must fail, and the host listener must see no
   connection. */
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
static void attempt(const char *ip, int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) { printf("TCP %s:%d socket %s\n", ip, port, strerror(errno)); return; }
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons(port)};
    inet_pton(AF_INET, ip, &addr.sin_addr);
    if (connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0) {
        write(fd, "PWNED\n", 6);
        printf("TCP %s:%d CONNECTED\n", ip, port);
    } else {
        printf("TCP %s:%d refused %s\n", ip, port, strerror(errno));
    }
    close(fd);
}
int main(void) {
    attempt("127.0.0.1", @PORT@);
    attempt("1.1.1.1", 80);
    attempt("10.0.2.2", @PORT@);
    return 0;
}
