/* Send UDP datagrams to a port the test binds on the host's 127.0.0.1 and to the outside. */
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
static void attempt(const char *ip, int port) {
    int fd = socket(AF_INET, SOCK_DGRAM, 0);
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons(port)};
    inet_pton(AF_INET, ip, &addr.sin_addr);
    for (int i = 0; i < 10; i++) {
        ssize_t n = sendto(fd, "PWNED", 5, 0, (struct sockaddr *)&addr, sizeof addr);
        printf("UDP %s:%d send %zd %s\n", ip, port, n, n < 0 ? strerror(errno) : "");
    }
    close(fd);
}
int main(void) {
    attempt("127.0.0.1", @UDPPORT@);
    attempt("8.8.8.8", 53);
    return 0;
}
