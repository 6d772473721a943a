// A producer and a consumer kernel sharing one pipe (OpenCL C 2.0), run by
// the tool one after the other on one queue:
//
//   vkcl run examples/pipe_producer_consumer.cl -cl-std=CL2.0 \
//     --kernel produce --global 80 --arg 'pipe:int[64]' \
//       --arg 'buffer:int[80],print' \
//     --kernel consume --global 100 --arg pipe:@p --arg 'buffer:int[100],print'
//
// The pipe holds 64 packets, so 16 of the 80 writes find it full (status
// not 0); the consumer reads the 64 packets, each value once in no
// particular order, and 36 of its work-items find the pipe empty (-1).
// Pipe builtins never wait: a work-group cannot count on another one
// making progress.
kernel void produce(write_only pipe int p, global int *status) {
  int v = (int)get_global_id(0);
  status[v] = write_pipe(p, &v);
}

kernel void consume(read_only pipe int p, global int *got) {
  int v;
  got[get_global_id(0)] = read_pipe(p, &v) == 0 ? v : -1;
}
