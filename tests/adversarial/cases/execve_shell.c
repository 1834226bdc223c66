/* Replace ourselves with a shell that looks around and tries to damage the host. */
#include <unistd.h>
int main(void) {
    char *argv[] = {"/bin/sh", "-c",
                    "id; cat /etc/shadow; ls /root /home; echo pwned > /tmp/superasm-pwned-@TOKEN@;"
                    " echo pwned >> @RUNDIR@/results.jsonl; cat @SECRET@; exec /bin/sh -c 'sleep 60 &'",
                    0};
    char *envp[] = {"PATH=/usr/bin:/bin", 0};
    execve(argv[0], argv, envp);
    return 127;
}
